import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

import { applyCachedMutes } from '@/features/mutes/public';
import { storedAccount } from '@/features/session/public';
import type { AppConfig } from '@/features/settings/public';
import { browserStorage } from '@/lib/browser-storage';

import { App } from './App';

/** The app's whole tree, as the browser mounts it and as the build prerenders the home page from it. */
export function appElement(initialConfig: AppConfig): ReactElement {
  return (
    <StrictMode>
      <App initialConfig={initialConfig} />
    </StrictMode>
  );
}

/**
 * Renders the app into `root` with the config main.tsx already read from storage. React's first commit
 * replaces whatever `root` holds: on the home page, the build's static copy of that same first commit
 * (docs/architecture.md §10, static home shell). `inBackground` (the page already shows its first cards, the
 * boot cards): the first render is a transition, which React splits into short slices, so taking over the page
 * does not block input for the length of a whole-page render; only the commit is one piece. The stored
 * account's cached mutes apply before that first render.
 */
export function mountApp(root: HTMLElement, initialConfig: AppConfig, inBackground = false): void {
  performance.mark('carstr:app');
  // The signed-in account's cached mutes hold from the first frame (features/mutes cached-mutes).
  applyCachedMutes(storedAccount(browserStorage()));
  const reactRoot = createRoot(root);
  if (inBackground) startTransition(() => reactRoot.render(appElement(initialConfig)));
  else reactRoot.render(appElement(initialConfig));
}
