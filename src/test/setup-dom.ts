import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { patchWebSocketConstants } from './websocket-constants';

patchWebSocketConstants();

// Screens here wait for a real relay, the verification of what it sends and lazily loaded code, while the
// suites share the machine's cores: Testing Library's 1 s default for findBy/waitFor is too tight. It is a
// bound, not a wait (a passing check returns as soon as its condition holds), so a generous one costs nothing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
