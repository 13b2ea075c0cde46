import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { patchWebSocketConstants } from './websocket-constants';

patchWebSocketConstants();

// Screens here wait for a real relay (and the verification of what it sends): Testing Library's 1 s default
// for findBy/waitFor is too short when CI runs the suites on a busy two-core machine. A bound, not a wait: a
// passing check returns as soon as its condition holds, so a generous one costs nothing and spares a lazily
// loaded dialog that took a loaded machine a few seconds to import.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
