import { KIND } from '@/config/constants';
import { readOwnList } from '@/features/network/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { buildDmRelayListEvent, MAX_DM_RELAYS } from '@/nostr/dm-relay-list';
import type { EventTemplate, NostrEvent } from '@/nostr/event';
import { ListNotLoadedError } from '@/nostr/own-list-read';

/** The list in messages ("Your message relays could not be loaded …"). */
export const DM_RELAYS_NAME = 'Your message relays';

/** Said when a new list would name no relay. */
export const NO_RELAY_FOR_DM_LIST = 'There is no relay to keep your private messages on. Choose a relay first.';

export interface OwnDmRelayListDeps {
  pubkey: string;
  /** The user's own relays, every one of which must answer before a list is made (`ownListRelays`). */
  relays: readonly string[];
  /** The relays a new list names (`defaultDmRelays`). */
  defaults: readonly string[];
  publish(template: EventTemplate & { alsoTo: string[] }): Promise<{ event: NostrEvent }>;
  now?: () => number;
}

export interface OwnDmRelayList {
  event: NostrEvent;
  /** Whether this call published it (the user had none on any of their relays). */
  created: boolean;
}

/** One look per account at a time: the inbox, the link and the send button may all ask at once. */
const running = new Map<string, Promise<OwnDmRelayList>>();

/**
 * The signed-in user's own kind 10050 list, made from `defaults` only when every one of their relays answered
 * without one (docs/architecture.md §16): a silent relay may hold the list, and a default published over it
 * would send their messages elsewhere. Rejects with ListNotLoadedError when a relay stays silent.
 */
export function ensureOwnDmRelayList(deps: OwnDmRelayListDeps): Promise<OwnDmRelayList> {
  const known = running.get(deps.pubkey);
  if (known) return known;
  const accept = (event: NostrEvent) => event.kind === KIND.dmRelayList && event.pubkey === deps.pubkey;
  const work = (async (): Promise<OwnDmRelayList> => {
    const read = await readOwnList(deps.relays, newestOfKindFilter(KIND.dmRelayList, deps.pubkey), accept);
    if (read.state === 'found') return { event: read.event, created: false };
    if (read.state === 'unknown') throw new ListNotLoadedError(DM_RELAYS_NAME, read.missing);
    const relays = deps.defaults.slice(0, MAX_DM_RELAYS);
    if (relays.length === 0) throw new Error(NO_RELAY_FOR_DM_LIST);
    const template = buildDmRelayListEvent(relays, Math.floor((deps.now ?? Date.now)() / 1000));
    const { event } = await deps.publish({ ...template, alsoTo: relays });
    return { event, created: true };
  })().finally(() => running.delete(deps.pubkey));
  running.set(deps.pubkey, work);
  return work;
}
