import { MAX_PROFILE_HINTS } from '@/config/profiles';
import { relaySource, type RelaySource } from '@/features/network/public';
import { acceptRelayUrl, relayPolicyFor } from '@/nostr/relay-list';

/**
 * The read relays plus the relay hints of a link (an `nprofile`'s), at most {@link MAX_PROFILE_HINTS} new
 * ones, each only when this page may contact it (docs/product.md §7: other people's relay URLs). The same
 * `source` when no hint adds anything, so its cached queries are shared.
 */
export function withHints(source: RelaySource, hints: readonly string[]): RelaySource {
  const policy = relayPolicyFor(globalThis.location);
  const added: string[] = [];
  for (const hint of hints) {
    const url = acceptRelayUrl(hint, policy);
    if (url !== undefined && !source.relays.includes(url) && !added.includes(url)) added.push(url);
    if (added.length >= MAX_PROFILE_HINTS) break;
  }
  return added.length === 0 ? source : relaySource([...source.relays, ...added]);
}
