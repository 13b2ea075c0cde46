import { finalizeEvent, getPublicKey, type EventTemplate } from 'nostr-tools';
import type { BrowserContext } from 'playwright-core';

/**
 * Simulates a NIP-07 extension: `window.nostr` exists from the first script on, and its calls are answered
 * in Node with a test key (page.exposeFunction), the way a real extension answers from its own process.
 */
export type FakeExtension =
  | { kind: 'key'; secretKey: Uint8Array }
  /** getPublicKey answers something that is not a hex key. */
  | { kind: 'malformed-pubkey'; pubkey: unknown }
  /** getPublicKey throws, as when the user declines. */
  | { kind: 'throws'; message: string };

export async function installFakeExtension(context: BrowserContext, extension: FakeExtension): Promise<void> {
  await context.exposeFunction('fakeExtensionGetPublicKey', () => {
    if (extension.kind === 'key') return getPublicKey(extension.secretKey);
    if (extension.kind === 'malformed-pubkey') return extension.pubkey;
    throw new Error(extension.message);
  });
  await context.exposeFunction('fakeExtensionSignEvent', (template: EventTemplate) => {
    if (extension.kind !== 'key') throw new Error('This fake extension cannot sign');
    return finalizeEvent(template, extension.secretKey);
  });
  await context.addInitScript(() => {
    const scope = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>> & { nostr?: unknown };
    scope.nostr = {
      getPublicKey: () => scope.fakeExtensionGetPublicKey!(),
      signEvent: (template: unknown) => scope.fakeExtensionSignEvent!(template),
    };
  });
}
