/** Values the vitest global setups hand to tests through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    relayUrl: string;
  }
}

export {};
