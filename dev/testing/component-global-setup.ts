import type { TestProject } from 'vitest/node';

import { startRelay } from '../relay/start-relay';

/** Component tests talk to a real embedded relay on a random port, started once for the run. */
export default async function setup(project: TestProject) {
  const relay = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
  project.provide('relayUrl', relay.url);
  return async () => {
    await relay.close();
  };
}
