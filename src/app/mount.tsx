import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

import type { AppConfig } from '@/features/settings/public';

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
 * (docs/architecture.md §10, static home shell).
 */
export function mountApp(root: HTMLElement, initialConfig: AppConfig): void {
  performance.mark('carstr:app');
  createRoot(root).render(appElement(initialConfig));
}
