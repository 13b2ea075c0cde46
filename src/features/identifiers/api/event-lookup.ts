import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { EVENT_QUERY_TIMEOUT_MS, MAX_IDENTIFIER_HINTS } from '@/config/identifiers';
import { outboxSource, relaySource, type RelaySource } from '@/features/network/public';
import { checkDeletions, eventStore } from '@/features/relay/public';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { relayPolicyFor } from '@/nostr/relay-list';

import { acceptedHints, addressFilter, matchEvent, versionsAtAddress, type AddressPointer, type EventPointer } from '../event-destination';

/** What looking up an identifier's event found (docs/product.md §2 Identifier pages). */
export type EventLookup =
  /** `relays`: where the event was seen, as far as known (empty when the first copy ended the search). */
  | { status: 'found'; event: NostrEvent; relays: readonly string[] }
  /** On no relay asked. */
  | { status: 'missing' }
  /** The event exists but the link names another author or kind. */
  | { status: 'mismatch' };

type Source = Pick<RelaySource, 'relays' | 'key' | 'read' | 'query'>;

/** What one read found: the event, or that the event exists but does not match the link. */
interface Picked {
  event: NostrEvent | undefined;
  mismatch: boolean;
}

type Picker = (events: readonly NostrEvent[]) => Picked;

const settles = (picked: Picked): boolean => picked.event !== undefined || picked.mismatch;

/** The read relays plus the link's accepted hints (at most 2) as one source. */
function withHints(source: Source, hints: readonly string[]): { source: Source; hinted: string[] } {
  const hinted = acceptedHints(hints, relayPolicyFor(globalThis.location), source.relays, MAX_IDENTIFIER_HINTS);
  return { source: hinted.length === 0 ? source : relaySource([...source.relays, ...hinted]), hinted };
}

/**
 * Reads `filters` from every relay of `source`. With `early`, the first batch that settles the question (an
 * event id names one immutable event) ends the read at once and cancels the relays still working, so a slow
 * or dead relay does not hold the page back; otherwise every relay's answer is waited for (the newest
 * version of an address may be on the slowest one).
 */
async function readPicked(source: Source, filters: NostrFilter[], pick: Picker, signal: AbortSignal, early: boolean): Promise<Picked & { seenOn: readonly string[] }> {
  signal.throwIfAborted();
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  let settle: ((picked: Picked) => void) | undefined;
  const settled = new Promise<Picked>((resolve) => {
    settle = resolve;
  });
  const full = source.read(filters, {
    signal: controller.signal,
    timeoutMs: EVENT_QUERY_TIMEOUT_MS,
    onEvents: early
      ? (batch) => {
          const picked = pick(batch);
          if (settles(picked)) settle?.(picked);
        }
      : undefined,
  });
  try {
    return await Promise.race([
      full.then((read) => {
        // An event the store knows deleted is still found, so the screen can say its author deleted it.
        const picked = pick([...read.events, ...read.deleted]);
        return { ...picked, seenOn: picked.event === undefined ? [] : (read.seenOn.get(picked.event.id) ?? []) };
      }),
      settled.then((picked) => ({ ...picked, seenOn: [] })),
    ]);
  } finally {
    signal.removeEventListener('abort', forward);
    // Cut off the relays still answering; the read's rejection for that is expected.
    controller.abort();
    full.catch(() => undefined);
  }
}

/**
 * Reads on `first`; when nothing usable came back and the link names the author, their NIP-65 write relays
 * too (the outbox model). A failure of that second read keeps the first answer.
 */
async function lookUp(
  first: Source,
  filters: NostrFilter[],
  pick: Picker,
  { client, author, signal, early }: { client: QueryClient; author: string | undefined; signal: AbortSignal; early: boolean },
): Promise<EventLookup> {
  let read = await readPicked(first, filters, pick, signal, early);
  if (!settles(read) && author !== undefined) {
    const outbox = await outboxSource(client, first, author);
    if (outbox !== undefined) {
      try {
        read = await readPicked(outbox, filters, pick, signal, early);
      } catch (error) {
        if (signal.aborted) throw error;
      }
    }
  }
  if (read.mismatch) return { status: 'mismatch' };
  if (read.event === undefined) return { status: 'missing' };
  return { status: 'found', event: read.event, relays: read.seenOn };
}

/**
 * docs/product.md §7 One event: REQ `{ids:[id]}` to the read relays plus the nevent's relay hints (at most
 * 2); when they lack it and the nevent names the author, to the author's write relays. The event must have
 * the id asked for (signatures are checked by the relay layer) and the author and kind the link names.
 */
export function eventLookupOptions(source: Source, pointer: EventPointer, client: QueryClient) {
  const author = pointer.type === 'event' ? pointer.author : undefined;
  const kind = pointer.type === 'event' ? pointer.kind : undefined;
  const { source: first, hinted } = withHints(source, pointer.type === 'event' ? pointer.relays : []);
  const pick: Picker = (events) => {
    const match = matchEvent(events, { id: pointer.id, author, kind });
    return { event: match.status === 'found' ? match.event : undefined, mismatch: match.status === 'mismatch' };
  };
  return queryOptions({
    queryKey: ['identifier-event', source.key, pointer.id, author ?? null, kind ?? null, ...hinted] as const,
    queryFn: ({ signal }) => lookUp(first, [{ ids: [pointer.id] }], pick, { client, author, signal, early: true }),
  });
}

/**
 * docs/product.md §7 One addressed event: REQ `{kinds:[kind], authors:[author], '#d':[identifier]}` to the
 * read relays plus the naddr's hints (at most 2), then the author's write relays; the newest version wins.
 */
export function addressLookupOptions(source: Source, address: AddressPointer, client: QueryClient) {
  const { source: first, hinted } = withHints(source, address.relays);
  // The newest version the event store lets stand; a version it knows deleted only when none does, so the
  // screen can say its author deleted it.
  const pick: Picker = (events) => {
    const versions = versionsAtAddress(events, address);
    return { event: eventStore.current(versions, (event) => event)[0] ?? versions.find((event) => eventStore.isDeleted(event)), mismatch: false };
  };
  return queryOptions({
    queryKey: ['identifier-address', source.key, address.kind, address.pubkey, address.identifier, ...hinted] as const,
    queryFn: ({ signal }) => lookUp(first, [addressFilter(address)], pick, { client, author: address.pubkey, signal, early: false }),
  });
}

/**
 * Whether the author deleted `event` (NIP-09, by id or by address): its deletion requests are asked of the
 * read relays and where the event was seen, into the event store (docs/architecture.md §20), which then says.
 * Checked after the card shows, so a dead relay does not delay it; a failed check keeps the event.
 */
export function deletionCheckOptions(source: Source, event: NostrEvent, seenOn: readonly string[]) {
  const relays = [...new Set([...source.relays, ...seenOn])];
  return queryOptions({
    queryKey: ['identifier-deleted', source.key, event.id, ...seenOn] as const,
    retry: false,
    queryFn: async ({ signal }): Promise<boolean> => {
      try {
        await checkDeletions(relaySource(relays), [event], { signal, timeoutMs: EVENT_QUERY_TIMEOUT_MS });
      } catch (error) {
        if (signal.aborted) throw error;
      }
      return eventStore.isDeleted(event);
    },
  });
}
