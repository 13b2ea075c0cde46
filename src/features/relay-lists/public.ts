/**
 * What the rest of the app may use of the relay-lists feature (docs/architecture.md §3): the editing of the
 * signed-in user's own relay lists, 'Your relays' (NIP-65, kind 10002) and 'Message relays' (NIP-17, kind
 * 10050), as the sections the accounts feature's relay selector shows. Each loads when first rendered.
 */
export { LazyDmRelayListSection, LazyRelayListSection } from './components/LazyRelayListSections';
