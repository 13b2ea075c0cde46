/** Limits of the identifier pages (docs/product.md §2 Identifier pages, §9). */

/** Relay hints of an `nevent` or `naddr` that are asked too, like a listing link's (at most 2). */
export const MAX_IDENTIFIER_HINTS = 2;

/** Timeout of each relay while looking an event up by id or address. */
export const EVENT_QUERY_TIMEOUT_MS = 5_000;

/** How much of an event's text the generic card shows; the rest is cut with '…'. */
export const EVENT_CONTENT_MAX_CHARS = 5_000;

/** How many lines of an event's text the generic card shows. */
export const EVENT_CONTENT_MAX_LINES = 80;

/** Longest title (NIP-23 `title` tag) the generic card shows. */
export const EVENT_TITLE_MAX_CHARS = 200;
