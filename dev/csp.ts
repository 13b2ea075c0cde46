/**
 * The Content-Security-Policy of the production app. No eval'd script can run, and no inline script but the
 * boot script, allowed by its hash (`scriptHashes`, dev/build/boot-script.ts); images, relays and media
 * servers may be on any http(s)/ws(s) origin because sellers and users choose them. Inline styles stay
 * allowed because Radix positions popovers with style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
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
}

/** Directives that only work as an HTTP header (a meta tag ignores them). */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

const META_POLICY = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i;

/**
 * Headers for a static host serving the production build in `indexHtml` (also used by `npm start`): the
 * policy is the one the build wrote into the page (with the boot script's hash), plus the header-only part.
 */
export function securityHeadersFor(indexHtml: string): Record<string, string> {
  const policy = META_POLICY.exec(indexHtml)?.[1] ?? contentSecurityPolicy();
  return {
    'Content-Security-Policy': `${policy.replaceAll('&#39;', "'").replaceAll('&quot;', '"')}; ${HEADER_ONLY_DIRECTIVES}`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}
