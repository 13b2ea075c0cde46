export interface E2EEnvironment {
  appUrl: string;
  relayUrl: string;
  mediaUrl: string;
  workDir: string;
}
