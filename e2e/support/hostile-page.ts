import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { STORAGE_KEYS } from '../../src/config/constants';
import { CANARY } from '../fixtures/hostile-payloads';
import { newTestContext } from './browser';

/** What a page under attack did that it must not: canary writes, dialogs, uncaught errors. */
export interface Incidents {
  canary: string[];
  dialogs: string[];
  pageErrors: string[];
}

export interface HostileSession {
  context: BrowserContext;
  page: Page;
  incidents: Incidents;
  close(): Promise<void>;
}

/**
 * A browser context for hostile data. The Content-Security-Policy is bypassed on purpose: it would block an
 * injected script even if the app rendered it as HTML, and this suite tests the app's own escaping, not the
 * CSP behind it (security-headers.e2e.ts tests that). The canary global records every write, dialogs are
 * recorded and dismissed, and requests to any host but this machine are refused, so hostile image URLs
 * neither leave the sandbox nor wait for DNS.
 */
export async function openHostileSession(browser: Browser, relayUrl: string, viewport = { width: 1280, height: 900 }): Promise<HostileSession> {
  const context = await newTestContext(browser, { bypassCSP: true, viewport });
  context.setDefaultTimeout(15_000);
  const incidents: Incidents = { canary: [], dialogs: [], pageErrors: [] };
  await context.exposeBinding('__carstrCanaryHit', ({ frame }, value: unknown) => {
    incidents.canary.push(`${String(value)} on ${frame.url()}`);
  });
  await context.addInitScript((name) => {
    Object.defineProperty(window, name, {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => {
        document.title = 'PWNED';
        // Looked up on each write: the binding is installed by Playwright, not by this script.
        const report = Reflect.get(window, '__carstrCanaryHit');
        if (typeof report === 'function') void report(value);
      },
    });
  }, CANARY);
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [STORAGE_KEYS.config, JSON.stringify({ theme: 'light', relayUrl })] as const,
  );
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    incidents.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => incidents.pageErrors.push(error.message));
  return { context, page, incidents, close: () => context.close() };
}

/**
 * Markup that only an injection could have put into the document: inline event handler attributes,
 * script-capable URLs in URL attributes, frames and plugins, scripts other than the app's bundle and boot script.
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // Browsers skip leading control characters and whitespace inside a scheme (`java\tscript:`).
    // oxlint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
    const scriptScheme = /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|data|vbscript|file)\s*:/i;
    const urlAttributes = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'srcdoc']);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (['iframe', 'frame', 'object', 'embed', 'base', 'math'].includes(tag)) problems.push(`<${tag}> element`);
      // The app's own: its bundle, and the boot script index.html carries in <head> (outside the app's root,
      // where nothing the app renders can land).
      const bootScript = element.parentElement === document.head && element.hasAttribute('data-verify-worker');
      if (tag === 'script' && !bootScript && !/^\/assets\/[\w.-]+\.js$/.test(element.getAttribute('src') ?? '')) problems.push('inline <script>');
      if (tag === 'style' && element.closest('#root')) problems.push('<style> inside the app');
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`<${tag} ${name}>`);
        if (urlAttributes.has(name) && scriptScheme.test(attribute.value)) problems.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
      }
    }
    return problems;
  });
}

/** Whether the control's centre is on screen, inside the viewport's width, and not covered by anything else. */
async function reachable(control: Locator): Promise<string | undefined> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'has no size';
    if (box.left < 0 || box.right > window.innerWidth) return `is outside the viewport horizontally (${box.left}..${box.right})`;
    if (box.top < 0 || box.bottom > window.innerHeight) return `is outside the viewport vertically (${box.top}..${box.bottom})`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit)) ? undefined : `is covered by <${hit?.tagName.toLowerCase() ?? 'nothing'}>`;
  });
}

/**
 * The checks every hostile page must pass: no canary write, no dialog, no uncaught error, no injected
 * markup, no error screen, the header's brand link (unless a modal covers it) and the page's own controls
 * usable, and no horizontal overflow wider than the viewport.
 */
export async function expectPageSafe(
  session: HostileSession,
  where: string,
  controls: Locator[] = [],
  { modal = false }: { modal?: boolean } = {},
): Promise<void> {
  const { page, incidents } = session;
  expect(incidents, where).toEqual({ canary: [], dialogs: [], pageErrors: [] });
  expect(await page.evaluate((name) => Reflect.get(window, name), CANARY), where).toBeUndefined();
  expect(await page.title(), where).not.toBe('PWNED');
  expect(await injectedMarkup(page), where).toEqual([]);
  expect(await page.getByText('Something went wrong', { exact: true }).count(), where).toBe(0);
  expect(await page.getByText('Unexpected Application Error!', { exact: true }).count(), where).toBe(0);

  // Behind an open modal the header is covered on purpose; the dialog's own controls must be usable then.
  const brand = page.locator('header').getByRole('link').first();
  for (const control of modal ? controls : [brand, ...controls]) {
    const problem = await reachable(control);
    expect(problem, `${where}: ${await control.evaluate((element) => element.outerHTML.slice(0, 80))}`).toBeUndefined();
  }
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.document, `${where}: document width`).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Goes to `url` the way a link in the app does (history push, no reload) once the app runs: booting the app
 * for each of a hundred pages would take most of the suite's time and prove nothing more. Returns the new page's
 * root: the layout's error boundary is keyed by path, so every route change mounts a fresh root, and the
 * old one is marked so no wait can be satisfied by the page being left.
 */
export async function openInApp(page: Page, url: string): Promise<Locator> {
  if (page.url().startsWith(new URL(url).origin)) {
    await page.evaluate((target) => {
      document.querySelector('#main > *')?.setAttribute('data-left', '');
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else {
    await page.goto(url);
  }
  return page.locator('#main > :not([data-left])');
}

/** 'Back to Marketplace', the detail page's own way out. */
export function backToMarketplace(scope: Page | Locator): Locator {
  return scope.getByRole('link', { name: 'Back to Marketplace' });
}

/** The home page's search box. */
export function searchBox(page: Page): Locator {
  return page.getByPlaceholder('Search cars by make, model, year...');
}
