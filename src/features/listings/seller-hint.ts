import { isHex64 } from '@/nostr/event';
import { decodeRouteIdentifier } from '@/nostr/nip19-route';

/**
 * The hex pubkey of a `seller` hint: an npub, an nprofile or a hex key. Anything else reads as no hint, so
 * the page falls back to asking by `d` alone, which lets the user choose between several sellers.
 * Apart from listing-link.ts because decoding needs nostr-tools' NIP-19, which the grid does not.
 */
export function parseSellerHint(value: string | null): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (isHex64(text.toLowerCase())) return text.toLowerCase();
  const decoded = decodeRouteIdentifier(text);
  return decoded.type === 'profile' ? decoded.pubkey : undefined;
}
