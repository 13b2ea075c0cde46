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

const buildEnv = readBuildEnv();
const resolved = resolvePresetRelays(buildEnv);

export const PRESET_RELAYS: readonly PresetRelay[] = resolved.presets;
export const DEFAULT_RELAY: string = resolved.defaultRelay;

/** How many relays a signed-out visitor reads from: the chosen relay plus presets (`VITE_MAX_READ_RELAYS`). */
export const MAX_READ_RELAYS: number = buildEnv.maxReadRelays ?? 4;

/** How many relays of a signed-in user's own NIP-65 read list are read from. */
export const MAX_USER_READ_RELAYS = 8;

/** How many of a seller's NIP-65 write relays are asked for their listings and profile (the outbox model). */
export const MAX_SELLER_RELAYS = 3;
