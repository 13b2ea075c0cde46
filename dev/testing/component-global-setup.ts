import type { TestProject } from 'vitest/node';

import { startTestRelay } from './test-relay';

/** Component tests talk to a real embedded relay on a random port, started once for the run. */
export default async function setup(project: TestProject) {
  const relay = await startTestRelay();
  project.provide('relayUrl', relay.url);
  return async () => {
    await relay.close();
  };
}
