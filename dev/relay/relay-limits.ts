/**
 * Every limit the relay enforces, in one place, because the NIP-11 document advertises the same
 * numbers the validators apply.
 */
export const RELAY_LIMITS = {
  /** Largest text frame we process (bytes). Listings with many image tags stay far below this. */
  maxMessageLength: 512 * 1024,
  /** Open REQ subscriptions per connection. The app keeps a handful open at once. */
  maxSubscriptions: 50,
  /** Filters per REQ/COUNT. */
  maxFilters: 10,
  /** Largest `limit` honoured; larger values are capped, not refused (NIP-01 lets relays do that). */
  maxLimit: 5000,
  /** Applied when a filter has no `limit`. Matches the app's largest query (comments, 500). */
  defaultLimit: 500,
  maxSubidLength: 64,
  maxEventTags: 2500,
  /** Values in one filter field (ids, authors, kinds, or one tag). */
  maxFilterValues: 1000,
  /** Longest NIP-50 search string. */
  maxSearchLength: 256,
  /** COUNT stops here and answers `approximate: true`. */
  maxCount: 10_000,
} as const;

/**
 * Frames above this are cut off by `ws` itself (it closes the socket with 1009). Anything between
 * maxMessageLength and this is still read so the client gets a proper OK/NOTICE instead.
 */
export const HARD_FRAME_LIMIT = 4 * RELAY_LIMITS.maxMessageLength;
