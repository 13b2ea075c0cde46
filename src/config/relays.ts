import { readBuildEnv, type BuildEnv } from './env';

export interface PresetRelay {
  name: string;
  url: string;
}

/** The four public relays offered by default (docs/product.md §3 Settings). */
export const PUBLIC_RELAYS: readonly PresetRelay[] = [
  { name: 'Ditto', url: 'wss://relay.ditto.pub' },
  { name: 'Nostr.Band', url: 'wss://relay.nostr.band' },
  { name: 'Damus', url: 'wss://relay.damus.io' },
  { name: 'Primal', url: 'wss://relay.primal.net' },
];

function nameFor(url: string): string {
  const known = PUBLIC_RELAYS.find((relay) => relay.url === url);
  if (known) return known.name;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Presets after build-time overrides: `VITE_PRESET_RELAYS` replaces the list, `VITE_DEFAULT_RELAY` becomes
 * the default and the first preset. Duplicates are removed, order kept.
 */
export function resolvePresetRelays(env: BuildEnv): { presets: PresetRelay[]; defaultRelay: string } {
  const base = env.presetRelays.length > 0 ? env.presetRelays : PUBLIC_RELAYS.map((relay) => relay.url);
  const defaultRelay = env.defaultRelay ?? base[0] ?? PUBLIC_RELAYS[0]!.url;
  const urls = [defaultRelay, ...base].filter((url, index, all) => all.indexOf(url) === index);
  return { presets: urls.map((url) => ({ name: nameFor(url), url })), defaultRelay };
}

const resolved = resolvePresetRelays(readBuildEnv());

export const PRESET_RELAYS: readonly PresetRelay[] = resolved.presets;
export const DEFAULT_RELAY: string = resolved.defaultRelay;
