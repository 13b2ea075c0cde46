/**
 * What the rest of the app may use of the network feature (docs/architecture.md §4): which relays reads and
 * writes go to, the signed-in user's NIP-65 list, and read sources for query functions.
 */
export { NetworkProvider } from './NetworkProvider';
export { outboxSource } from './outbox';
export { ownListRelays } from './own-list-relays';
export { readOwnList, type OwnListReadOptions } from './own-list-read';
export type { Network } from './network-context';
export { relayListQueryKey, relayListQueryOptions } from './relay-list-query';
export { useRelayListCache, type RelayListCache } from './useRelayListCache';
export { distinctRelays, readRelaySet, relaysKey } from './relay-sets';
export { relaySource, type RelayQuery, type RelaySource } from './relay-source';
export { bootReadRelays, loadStoredReadRelays } from './stored-read-relays';
export { useNetwork } from './useNetwork';
export { useOwnRelays } from './useOwnRelays';
export { useReadRelays } from './useReadRelays';
