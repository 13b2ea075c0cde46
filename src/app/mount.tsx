import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import type { AppConfig } from '@/features/settings/public';

import { App } from './App';

/** Renders the app into `root` with the config main.tsx already read from storage. */
export function mountApp(root: HTMLElement, initialConfig: AppConfig): void {
  performance.mark('carstr:app');
  createRoot(root).render(
    <StrictMode>
      <App initialConfig={initialConfig} />
    </StrictMode>,
  );
}
