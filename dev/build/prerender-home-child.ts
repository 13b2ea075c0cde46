import { Window } from 'happy-dom';
import { createServer } from 'vite';

import type { HomeShell } from './prerender-home';

/**
 * Child process of prerender-home.ts. It gives Node a DOM (happy-dom, as the component tests use), loads the
 * app's prerender entry through Vite (the same aliases, env variables and transforms as the build) and sends
 * the rendered HTML to the parent. A process of its own, so the DOM globals never reach the build itself.
 */
const [root, entry] = process.argv.slice(2);
if (root === undefined || entry === undefined || process.send === undefined) throw new Error('usage: fork prerender-home-child.ts <root> <entry>');

// A desktop-sized window: the markup is responsive through CSS; only what scripts measure differs by size.
const window = new Window({ url: 'http://localhost/', width: 1280, height: 800 });
const globals = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  // Node's own (URL, fetch, timers, crypto, performance) stay: the app code runs on Node, only the DOM is emulated.
  if (key in globals) continue;
  globals[key] = (window as unknown as Record<string, unknown>)[key];
}
Object.assign(globals, { window, document: window.document, navigator: window.navigator, localStorage: window.localStorage, self: window });

const server = await createServer({ root, mode: 'production', appType: 'custom', logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false } });
try {
  const module = (await server.ssrLoadModule(entry)) as { renderHomeShell: () => HomeShell };
  const rendered = module.renderHomeShell();
  await new Promise<void>((resolve, reject) => process.send?.(rendered, (error: Error | null) => (error ? reject(error) : resolve())));
} finally {
  await server.close();
}
// The app's effects (relay sockets, timers) may still be pending in the emulated page: nothing else is needed.
process.exit(0);
