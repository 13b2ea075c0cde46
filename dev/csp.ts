/**
 * The Content-Security-Policy of the production app. No inline or eval'd script can run; images, relays and
 * media servers may be on any http(s)/ws(s) origin because sellers and users choose them. Inline styles stay
 * allowed because Radix positions popovers with style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: blob:",
  "media-src 'self' https: http: blob:",
  "connect-src 'self' https: http: wss: ws:",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Directives that only work as an HTTP header (a meta tag ignores them). */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/** Headers for a static host serving the production build (also used by `npm start`). */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; ${HEADER_ONLY_DIRECTIVES}`,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};
