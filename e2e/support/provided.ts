export interface E2EEnvironment {
  appUrl: string;
  relayUrl: string;
  mediaUrl: string;
  workDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EEnvironment;
  }
}
