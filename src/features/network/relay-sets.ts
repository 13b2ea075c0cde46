import { normalizeRelayUrl } from '@/nostr/relay-url';

/** The first `max` distinct relay URLs of `urls`, canonical spelling, invalid ones skipped. */
export function distinctRelays(urls: Iterable<string>, max: number): string[] {
  const relays: string[] = [];
  for (const entry of urls) {
    if (relays.length >= max) break;
    const url = normalizeRelayUrl(entry);
    if (url !== undefined && !relays.includes(url)) relays.push(url);
  }
  return relays;
}

export interface RelaySetInput {
  /** The relay the visitor chose in the relay selector. */
  chosen: string;
  presets: readonly string[];
  /** The signed-in user's NIP-65 list, when they have one. */
  userList: { read: readonly string[]; write: readonly string[] } | undefined;
}

/**
 * Where reads go (docs/product.md §7 Which relays): the signed-in user's NIP-65 read relays when they have a list,
 * otherwise the chosen relay plus the presets, at most `maxSignedOut` in all.
 */
export function readRelaySet(input: RelaySetInput, maxSignedOut: number, maxUser: number): string[] {
  const own = input.userList === undefined ? [] : distinctRelays(input.userList.read, maxUser);
  if (own.length > 0) return own;
  return distinctRelays([input.chosen, ...input.presets], maxSignedOut);
}

/**
 * Where the user's events go (docs/product.md §7 Which relays): their NIP-65 write relays plus the chosen relay
 * when they have a list, otherwise the chosen relay plus the presets; at most `max` distinct.
 */
export function writeRelaySet(input: RelaySetInput, max: number): string[] {
  const own = input.userList === undefined ? [] : distinctRelays(input.userList.write, max);
  if (own.length > 0) return distinctRelays([...own.slice(0, max - 1), input.chosen, ...own.slice(max - 1)], max);
  return distinctRelays([input.chosen, ...input.presets], max);
}

/** A stable key for a set of relays, for query keys: the same relays in any order give the same key. */
export function relaysKey(relays: readonly string[]): string {
  return relays.toSorted().join(' ');
}
