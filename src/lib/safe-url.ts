/** Longest URL we accept from untrusted data; longer ones are almost always abuse, not photos or profiles. */
export const MAX_URL_LENGTH = 2048;

/**
 * The raw text must itself start with the scheme: the WHATWG parser would otherwise repair inputs such as
 * `http:example.com` or `https:\\evil.com` into a URL the author never wrote.
 */
const HTTP_PREFIX = /^https?:\/\//i;

/**
 * Whitespace, C0/C1 control and bidi/zero-width format characters anywhere in the text. Browsers silently
 * drop tabs and newlines inside URLs (`java\tscript:`), and bidi overrides make a link read differently from
 * where it goes, so a value containing any of them is refused instead of being repaired.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/u;

/**
 * Returns a normalised absolute `http:` or `https:` URL, or `undefined` for anything else. Every URL taken
 * from an event goes through here before it reaches an `href` or `src` (docs/architecture.md §7). Surrounding spaces are
 * trimmed because users paste them; `javascript:`, `data:`, `vbscript:`, relative and protocol-relative URLs,
 * embedded credentials (`https://bank.com@evil.com`) and anything over {@link MAX_URL_LENGTH} are refused.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_URL_LENGTH) return undefined;
  if (!HTTP_PREFIX.test(text) || UNSAFE_CHARACTER.test(text)) return undefined;

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hostname.length === 0 || url.username.length > 0 || url.password.length > 0) return undefined;
  // Percent-encoding during normalisation can lengthen the text past the limit.
  return url.href.length <= MAX_URL_LENGTH ? url.href : undefined;
}
