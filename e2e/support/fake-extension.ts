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

/**
 * `injectAfterMs` delays `window.nostr` the way some extensions do: it appears that long after the first
 * dialog opens (counting from there, not from page load, keeps the test independent of how long the page
 * took to load on a busy machine). Such an extension also adds an unknown field to the events it signs.
 */
export async function installFakeExtension(context: BrowserContext, extension: FakeExtension, options: { injectAfterMs?: number } = {}): Promise<void> {
  await context.exposeFunction('fakeExtensionGetPublicKey', () => {
    if (extension.kind === 'key') return getPublicKey(extension.secretKey);
    if (extension.kind === 'malformed-pubkey') return extension.pubkey;
    throw new Error(extension.message);
  });
  const slow = options.injectAfterMs !== undefined;
  await context.exposeFunction('fakeExtensionSignEvent', (template: EventTemplate) => {
    if (extension.kind !== 'key') throw new Error('This fake extension cannot sign');
    const signed = finalizeEvent(template, extension.secretKey);
    return slow ? { ...signed, relays: ['wss://extension-extra.example'] } : signed;
  });
  await context.addInitScript((injectAfterMs: number | undefined) => {
    const scope = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>> & { nostr?: unknown };
    const inject = () => {
      scope.nostr = {
        getPublicKey: () => scope.fakeExtensionGetPublicKey!(),
        signEvent: (template: unknown) => scope.fakeExtensionSignEvent!(template),
      };
    };
    if (injectAfterMs === undefined) {
      inject();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"]')) return;
      observer.disconnect();
      setTimeout(inject, injectAfterMs);
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  }, options.injectAfterMs);
}
