export interface E2EEnvironment {
  appUrl: string;
  relayUrl: string;
  mediaUrl: string;
  workDir: string;
  /** The run's one Chromium (`chromium.launchServer`), which every test file connects to instead of launching its own. */
  browserWsEndpoint: string;
}
