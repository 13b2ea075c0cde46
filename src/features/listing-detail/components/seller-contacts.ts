import { AtSignIcon, GlobeIcon, ZapIcon, type LucideIcon } from 'lucide-react';

import { safeUrl } from '@/lib/safe-url';
import type { ProfileMetadata } from '@/nostr/profile';

export interface SellerContact {
  label: string;
  text: string;
  href: string | undefined;
  Icon: LucideIcon;
}

/**
 * The contact details a seller published in their profile. Values were validated by the profile schema
 * (URLs http(s), nip05 and lud16 email-like); links are rebuilt here, never copied from the profile text.
 */
export function sellerContacts(metadata: ProfileMetadata | undefined): SellerContact[] {
  const contacts: SellerContact[] = [];
  if (metadata?.nip05 !== undefined) {
    const domain = metadata.nip05.split('@')[1];
    contacts.push({ label: 'Nostr address (NIP-05)', text: metadata.nip05, href: safeUrl(`https://${domain}/`), Icon: AtSignIcon });
  }
  if (metadata?.website !== undefined) {
    contacts.push({ label: 'Website', text: metadata.website, href: safeUrl(metadata.website), Icon: GlobeIcon });
  }
  if (metadata?.lud16 !== undefined) {
    contacts.push({ label: 'Lightning address', text: metadata.lud16, href: `lightning:${encodeURIComponent(metadata.lud16)}`, Icon: ZapIcon });
  }
  return contacts;
}
