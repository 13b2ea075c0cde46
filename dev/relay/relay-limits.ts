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

/**
 * What keeps one client or one key from taking the relay over when it is reachable from a network
 * (`HOST=0.0.0.0`): per-connection caps and a per-author storage quota. Each can be changed in
 * `startRelay`'s `limits` option; docs/architecture.md §2 gives the defaults and why.
 */
export interface AbuseLimits {
  /**
   * Events dated more than this many seconds ahead of the relay's clock are refused (`invalid:`). strfry's
   * default; the app ignores such events in its lists and sorts with the same bound. Infinity turns it off
   * (a test standing in for a public relay that stores anything).
   */
  maxFutureSeconds: number;
  /** Sustained messages per second on one connection (token bucket refill rate). */
  messagesPerSecond: number;
  /** Messages one connection may send in a burst before the rate applies (token bucket size). */
  messageBurst: number;
  /**
   * Bytes waiting to be sent to one client. A stored read pauses at half of it until the client has read
   * what was sent; a client that lets it grow past this (it stopped reading) is disconnected.
   */
  maxQueuedBytes: number;
  /** How long a stored read waits for a client to read what was sent before it is dropped as stalled. */
  stalledClientMs: number;
  /** Stored events per author (pubkey); a new version of a replaceable event replaces, it does not add. */
  maxEventsPerAuthor: number;
  /** Bytes of tags and content stored per author. */
  maxBytesPerAuthor: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  maxFutureSeconds: 15 * 60,
  messagesPerSecond: 200,
  messageBurst: 1000,
  maxQueuedBytes: 8 * 1024 * 1024,
  stalledClientMs: 30_000,
  maxEventsPerAuthor: 10_000,
  maxBytesPerAuthor: 64 * 1024 * 1024,
};
