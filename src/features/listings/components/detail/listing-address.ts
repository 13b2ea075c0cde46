import { KIND } from '@/config/constants';
import { isHex64 } from '@/nostr/event';

/** Where a NIP-01 address `30402:<pubkey>:<d>` (a message's `a` tag) points, or undefined for anything else. */
export function parseListingAddress(address: string): { pubkey: string; d: string } | undefined {
  if (typeof address !== 'string' || address.length > 1000) return undefined;
  const [kind, pubkey, ...rest] = address.split(':');
  if (kind !== String(KIND.listing) || pubkey === undefined || !isHex64(pubkey) || rest.length === 0) return undefined;
  return { pubkey, d: rest.join(':') };
}
