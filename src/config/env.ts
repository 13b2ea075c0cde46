/**
 * Build-time overrides (Vite `VITE_*` variables). Parsed here once so the rest of the app sees plain values.
 * Read through `import.meta.env` so tests can stub them.
 */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value?.trim());
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

export interface BuildEnv {
  defaultRelay: string | undefined;
  presetRelays: string[];
  blossomServers: string[];
  /** How many relays a signed-out visitor reads from (the chosen one plus presets); 4 unless set. */
  maxReadRelays: number | undefined;
}

export function readBuildEnv(env: Record<string, string | undefined> = import.meta.env): BuildEnv {
  const defaultRelay = env.VITE_DEFAULT_RELAY?.trim();
  return {
    defaultRelay: defaultRelay ? defaultRelay : undefined,
    presetRelays: splitList(env.VITE_PRESET_RELAYS),
    blossomServers: splitList(env.VITE_BLOSSOM_SERVERS),
    maxReadRelays: positiveInteger(env.VITE_MAX_READ_RELAYS),
  };
}
