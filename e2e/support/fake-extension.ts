import { finalizeEvent, getPublicKey, type EventTemplate } from 'nostr-tools';
import type { BrowserContext, Page } from 'playwright-core';

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

/** The page function that injects a late extension's `window.nostr` (see `late` below). */
const INJECT_LATE = '__injectFakeExtension';

/**
 * `late: true` is an extension that is not there yet when the user presses 'Login with Extension', as some
 * are: `window.nostr` appears only when the test calls `injectLateExtension(page)`, after it has seen the app
 * wait for it. Such an extension also adds an unknown field to the events it signs.
 */
export async function installFakeExtension(context: BrowserContext, extension: FakeExtension, options: { late?: boolean } = {}): Promise<void> {
  await context.exposeFunction('fakeExtensionGetPublicKey', () => {
    if (extension.kind === 'key') return getPublicKey(extension.secretKey);
    if (extension.kind === 'malformed-pubkey') return extension.pubkey;
    throw new Error(extension.message);
  });
  const late = options.late === true;
  await context.exposeFunction('fakeExtensionSignEvent', (template: EventTemplate) => {
    if (extension.kind !== 'key') throw new Error('This fake extension cannot sign');
    const signed = finalizeEvent(template, extension.secretKey);
    return late ? { ...signed, relays: ['wss://extension-extra.example'] } : signed;
  });
  await context.addInitScript(
    ([lateInjection, injectName]) => {
      const scope = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>> & { nostr?: unknown };
      const inject = () => {
        scope.nostr = {
          getPublicKey: () => scope.fakeExtensionGetPublicKey!(),
          signEvent: (template: unknown) => scope.fakeExtensionSignEvent!(template),
        };
      };
      if (lateInjection) Reflect.set(window, injectName, inject);
      else inject();
    },
    [late, INJECT_LATE] as const,
  );
}

/** A late extension (`installFakeExtension(…, { late: true })`) puts its `window.nostr` on the page now. */
export async function injectLateExtension(page: Page): Promise<void> {
  await page.evaluate((injectName) => {
    const inject: unknown = Reflect.get(window, injectName);
    if (typeof inject !== 'function') throw new Error('no late fake extension on this page');
    inject();
  }, INJECT_LATE);
}
