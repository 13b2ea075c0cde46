import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { CardTemplateGrid, DetailTemplate, markCardTemplate, markDetailTemplate, markProfileTemplate, ProfileTemplate } from '@/features/first-paint/public';
import { ProfileActions } from '@/pages/ProfilePage';
import { loadAppConfig } from '@/features/settings/public';

import { appElement } from './mount';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

/** Commits `element` into a detached container and hands the container to `read` before unmounting. */
function renderOnce<T>(element: ReactElement, read: (container: HTMLElement) => T): T {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(element));
  try {
    return read(container);
  } finally {
    root.unmount();
  }
}

/**
 * Build time only (dev/build/prerender-home.ts runs it in a DOM emulation), docs/architecture.md §10.
 *
 * `shell`: the home page's first commit for a visitor with nothing stored, which is what the browser's first
 * commit renders too: the header, hero, tabs, search, filters and the grid's loading placeholders. index.html
 * carries it, so the page paints before any script has loaded (static home shell).
 *
 * `cardTemplate`: the grid with one card, its listing's values turned into `{{slot}}` markers, from which the
 * boot script draws the first cards before the app has loaded (boot cards).
 *
 * `detailTemplate`: a listing page's first view the same way, from which the boot script draws a shared
 * listing before the app has loaded (boot detail).
 *
 * `profileTemplate`: a profile page's first view the same way, with the page's own buttons, from which the boot
 * script draws a shared profile before the app has loaded (boot profile).
 */
export function renderHomeShell(): { shell: string; cardTemplate: string; detailTemplate: string; profileTemplate: string } {
  const config = loadAppConfig(undefined);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const shell = renderOnce(appElement(config), (container) => container.innerHTML);
  // A template's component inside the app's providers and a router, as the page renders it.
  const template = (element: ReactElement, mark: (container: Element, now: number) => string) =>
    renderOnce(
      <Providers queryClient={createQueryClient()} initialConfig={config}>
        <MemoryRouter>{element}</MemoryRouter>
      </Providers>,
      (container) => mark(container, nowSeconds),
    );
  const cardTemplate = template(<CardTemplateGrid nowSeconds={nowSeconds} />, markCardTemplate);
  const detailTemplate = template(<DetailTemplate nowSeconds={nowSeconds} />, markDetailTemplate);
  const profileTemplate = template(<ProfileTemplate actions={(pubkey, name) => <ProfileActions pubkey={pubkey} name={name} />} />, markProfileTemplate);
  return { shell, cardTemplate, detailTemplate, profileTemplate };
}
