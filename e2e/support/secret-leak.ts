import type { Page } from 'playwright-core';

/**
 * Records everything the page sends out: each HTTP request (URL, headers and body) and each WebSocket frame.
 * Tests assert that a secret never appears in any of them.
 */
export function recordOutgoingTraffic(page: Page): { readonly sent: string[] } {
  const sent: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    sent.push(`${request.method()} ${request.url()}\n${JSON.stringify(headers)}\n${request.postData() ?? ''}`);
    // A Blossom upload carries a signed event as base64 (`Authorization: Nostr …`): check it decoded too.
    const auth = /^Nostr\s+(\S+)$/i.exec(headers.authorization ?? '');
    if (auth?.[1]) sent.push(`authorization event ${Buffer.from(auth[1], 'base64').toString('utf8')}`);
  });
  page.on('websocket', (socket) => {
    sent.push(`websocket ${socket.url()}`);
    socket.on('framesent', (frame) => sent.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8')));
  });
  return { sent };
}

/** The recorded traffic items that contain any of the secrets (case-insensitive for hex). */
export function leaksOf(sent: readonly string[], secrets: readonly string[]): string[] {
  const needles = secrets.map((secret) => secret.toLowerCase());
  return sent.filter((item) => needles.some((needle) => item.toLowerCase().includes(needle)));
}
