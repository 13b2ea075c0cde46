/** Every business constant of docs/product.md §9, in one place. Times in milliseconds unless the name says otherwise. */

export const KIND = {
  profile: 0,
  /** NIP-02 follow list: the people a user follows (`p` tags), the base of the web of trust. */
  contactList: 3,
  deletion: 5,
  /** NIP-17 seal: a chat message encrypted by its author to one recipient. */
  seal: 13,
  /** NIP-17 chat message (the unsigned "rumor" inside a seal). */
  chatMessage: 14,
  /** NIP-59 gift wrap: a seal encrypted by a one-time key, p-tagged to its recipient. */
  giftWrap: 1059,
  comment: 1111,
  /** NIP-56 report: a listing or a person reported as objectionable (docs/product.md §2 Report). */
  report: 1984,
  /** NIP-51 mute list: pubkeys, hashtags, words and threads the user mutes, public or private. */
  muteList: 10000,
  /** NIP-65 relay list: where a user reads and writes. */
  relayList: 10002,
  /** NIP-51 bookmark list: favourites are its private `a` items (docs/product.md §2 Favourites). */
  bookmarkList: 10003,
  /** BUD-03 user server list: the Blossom servers that hold a user's files. */
  blossomServers: 10063,
  /** NIP-17 DM relay list: where a user wants to receive gift wraps. */
  dmRelayList: 10050,
  uploadAuth: 24242,
  listing: 30402,
  /** NIP-78 application data: saved searches under `d` = `carstr/saved-searches`. */
  appData: 30078,
} as const;

export const THEMES = ['dark', 'light', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const TIMEOUTS = {
  signerCommand: 60_000,
  /** How long the nostrconnect:// QR waits for a signer app to answer (docs/product.md §4). */
  nostrConnectWait: 120_000,
  /** How long login waits for a NIP-07 extension to inject `window.nostr` (some take seconds). */
  extensionInjection: 3_000,
  uploadAuthExpiry: 60_000,
  publish: 5_000,
  profileFetch: 1_500,
  /**
   * How long a read of the user's own list waits for each relay before an edit (docs/architecture.md §16):
   * a public relay taking several seconds is a normal day, and giving up early would turn its list into "none".
   */
  ownListRead: 15_000,
  listingQuery: 5_000,
  commentQuery: 5_000,
  relayIdleClose: 30_000,
  backoffBase: 1_000,
} as const;

export const PROFILE_FETCH_RETRIES = 3;
export const MAX_PUBLISH_RELAYS = 5;

export const DELAYS = {
  keyGeneration: 2_000,
  keyLogin: 50,
  signupCallback: 600,
  welcomeToast: 3_000,
} as const;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const LISTING_GRID_LIMIT = 100;
/**
 * Up to this many results the grid renders every card, so find-in-page and screen readers' browse mode see
 * them all; beyond it only the rows near the viewport are in the DOM (docs/architecture.md §14, "Every card
 * up to 200 results, windowed beyond").
 */
export const LISTING_GRID_RENDER_ALL_MAX = 200;
export const LISTING_SKELETON_COUNT = 6;
export const COMMENT_SKELETON_COUNT = 3;
export const COMMENT_DEFAULT_LIMIT = 500;
export const REPLY_EXPANDED_BELOW_DEPTH = 2;
export const REPLY_MAX_DEPTH = 3;

export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  gcTime: Infinity,
  retry: 3,
  retryBaseDelay: 1_000,
  retryMaxDelay: 30_000,
} as const;

export const TOAST = {
  limit: 1,
  removeDelay: 1_000_000,
  duration: 5_000,
  swipeThreshold: 50,
  hotkey: 'F8',
} as const;

export const TOOLTIP = { openDelay: 700, skipDelay: 300, sideOffset: 4 } as const;

/** Storage keys: config and logins live under two separate keys (docs/product.md §3). */
export const STORAGE_KEYS = {
  config: 'carstr:app-config',
  logins: 'carstr:logins',
  /** Password-protected (NIP-49) keys: their plain nsec logins are never stored. */
  protectedKeys: 'carstr:protected-keys',
  signupCompleted: 'carstr:signup_completed',
  listingDraft: 'carstr:listing-draft',
  /** The read relays of the last visit, for the boot-time grid request. */
  readRelays: 'carstr:read-relays',
  /** Unsent private messages, one per account and conversation: `<prefix>:<own pubkey>:<peer pubkey>`. */
  messageDraft: 'carstr:message-draft',
  /** Favourites kept in this browser while signed out (listing addresses). */
  favourites: 'carstr:favourites',
  /** Saved searches kept in this browser while signed out. */
  savedSearches: 'carstr:saved-searches',
  /** The compare tray: up to four listings (`pubkey` and `d`) picked for side-by-side comparison. */
  compareTray: 'carstr:compare-tray',
  /** The last mute list read, per account (`<prefix>:<pubkey>`): a warm visit hides muted sellers at first paint. */
  mutes: 'carstr:mutes',
  /** Whether each relay announces NIP-50 search (NIP-11), with when it was read: public facts, kept a day. */
  relaySearch: 'carstr:relay-search',
} as const;
