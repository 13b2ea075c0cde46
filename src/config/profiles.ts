/** Limits of the profile page and the Edit Profile dialog (docs/product.md §2 Profile page, Edit Profile). */

/** How long the NIP-05 lookup (`/.well-known/nostr.json`) may take before the address shows unverified. */
export const NIP05_TIMEOUT_MS = 5_000;

/** Largest `nostr.json` read for a NIP-05 lookup; a bigger answer counts as unverified. */
export const NIP05_MAX_BYTES = 256 * 1024;

/** How many of a person's car listings their profile page asks for. */
export const PROFILE_LISTINGS_LIMIT = 200;

/** Relay hints of an `nprofile` that are asked too, like a listing link's (at most 2). */
export const MAX_PROFILE_HINTS = 2;

/** Profile picture and banner uploads: images of at most 5 MB, like the signup avatar. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * 'Member since' ignores timestamps before Nostr existed (November 2020) and more than a day ahead: a signed
 * `created_at` is whatever its author wrote, and 1970 or 2100 would not be an honest first sighting.
 */
export const EARLIEST_MEMBER_SINCE = 1_604_188_800;
export const MEMBER_SINCE_FUTURE_SLACK_SECONDS = 24 * 60 * 60;
