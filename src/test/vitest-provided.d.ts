/** Values the component tests' global setup hands to tests through `inject()`. */
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    relayUrl: string;
  }
}
