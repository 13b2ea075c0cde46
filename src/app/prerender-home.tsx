import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { loadAppConfig } from '@/features/settings/public';

import { appElement } from './mount';

/**
 * Build time only (dev/build/prerender-home.ts runs it in a DOM emulation): the home page's first commit
 * for a visitor with nothing stored, which is what the browser's first commit renders too: the header, hero,
 * tabs, search, filters and the grid's loading placeholders. index.html carries it, so the page paints
 * before any script has loaded (docs/architecture.md §10, static home shell).
 */
export function renderHomeShell(): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(appElement(loadAppConfig(undefined))));
  const html = container.innerHTML;
  root.unmount();
  return html;
}
