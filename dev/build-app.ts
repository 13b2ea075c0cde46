import { build } from 'vite';

export interface AppEndpoints {
  relayUrl: string;
  mediaUrl: string;
  /** How many relays a signed-out visitor reads from (`VITE_MAX_READ_RELAYS`); the app's default when unset. */
  maxReadRelays?: number;
}

/** The build-time variables that point the app at a relay and a media server (see README: Configuration). */
export function appEnv({ relayUrl, mediaUrl, maxReadRelays }: AppEndpoints): Record<string, string> {
  return {
    VITE_DEFAULT_RELAY: relayUrl,
    // Only the local relay: a demo listing must not leak to public relays.
    VITE_PRESET_RELAYS: relayUrl,
    VITE_BLOSSOM_SERVERS: mediaUrl,
    ...(maxReadRelays === undefined ? {} : { VITE_MAX_READ_RELAYS: String(maxReadRelays) }),
  };
}

/**
 * Builds the production app into `outDir` with the given endpoints baked in. NODE_ENV is forced to
 * production for the build: vitest sets it to `test`, which would otherwise give the browser tests React's
 * development build instead of the one users get.
 */
export async function buildApp(endpoints: AppEndpoints, outDir: string): Promise<void> {
  const env = { ...appEnv(endpoints), NODE_ENV: 'production' };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
