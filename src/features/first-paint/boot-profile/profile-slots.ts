import { nip05Label, websiteLabel } from '@/features/profiles/profiles-boot';
import { npubEncode } from '@/nostr/npub';
import { displayName, PROFILE_LIMITS, shortenPubkey, type ProfileMetadata } from '@/nostr/profile';

/**
 * The parts of a profile page's first view that differ from person to person (name, its initial, the key, the
 * NIP-05 address, the website, the about text), as ProfileHeaderView renders them. The build turns the header
 * rendered from a sample profile into a template (ProfileTemplate); the boot script fills it with these values
 * for the linked person (docs/architecture.md §10, boot profile). Undefined: the profile has no such part.
 * The name is the `title` slot, as a card's title: the buttons' labels carry it too.
 */
export type ProfileSlotValues = {
  title: string;
  initial: string;
  npub: string;
  npubshort: string;
  nip05: string | undefined;
  nip05label: string | undefined;
  website: string | undefined;
  websitelabel: string | undefined;
  about: string | undefined;
  /** An about cut at the profile's cap ends with '…' (not a slot: the header adds it as an element of its own). */
  cut: boolean;
};

export function profileSlotValues(pubkey: string, metadata: ProfileMetadata): ProfileSlotValues {
  const name = displayName(metadata, pubkey);
  const { about, nip05, website } = metadata;
  return {
    title: name,
    initial: Array.from(name.trim())[0]?.toUpperCase() ?? '?',
    npub: npubEncode(pubkey),
    npubshort: shortenPubkey(pubkey),
    nip05,
    nip05label: nip05 === undefined ? undefined : nip05Label(nip05),
    website,
    websitelabel: website === undefined ? undefined : websiteLabel(website),
    about,
    cut: about !== undefined && about.length >= PROFILE_LIMITS.about,
  };
}

/** A person whose first-view values are all distinct strings, for the build to find. */
export const SAMPLE_PROFILE_PUBKEY = '5a'.repeat(32);
export const SAMPLE_PROFILE: ProfileMetadata = {
  display_name: 'Ωcarstr-slot-title',
  about: 'carstr-slot-about',
  nip05: '_@carstr-slot-nip05.invalid',
  website: 'https://carstr-slot-website.invalid/',
};
