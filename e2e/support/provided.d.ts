/** Values the browser tests' global setup hands to tests through `inject()`. */
import 'vitest';

import type { E2EEnvironment } from './e2e-environment';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EEnvironment;
  }
}
