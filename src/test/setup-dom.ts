import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { patchWebSocketConstants } from './websocket-constants';

patchWebSocketConstants();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
