import type { PresetRelay } from '@/config/relays';
import { normalizeCustomRelayUrl, normalizeRelayUrl, type RelayUrlResult } from '@/nostr/relay-url';

export const NO_RELAY_FOUND = 'No relay found';

export interface RelayChoices {
  /** Presets whose name or URL contains the search text, case-insensitively. */
  matches: PresetRelay[];
  /**
   * The search text read as a custom relay URL (docs/product.md §5: trimmed, wss:// prepended without a scheme), or
   * null when there is no search text, it names a preset exactly, or it is a plain word that matches presets
   * (typing 'dam' to find Damus should not offer a relay at wss://dam).
   */
  custom: RelayUrlResult | null;
}

export function relayChoices(presets: readonly PresetRelay[], search: string): RelayChoices {
  const needle = search.trim().toLowerCase();
  if (needle === '') return { matches: [...presets], custom: null };
  const matches = presets.filter(
    (relay) => relay.name.toLowerCase().includes(needle) || relay.url.toLowerCase().includes(needle),
  );
  if (matches.length > 0 && !/[.:/]/.test(needle)) return { matches, custom: null };
  const custom = normalizeCustomRelayUrl(search);
  const isPreset = custom.ok && presets.some((relay) => sameRelay(relay.url, custom.url));
  return { matches, custom: isPreset ? null : custom };
}

/** Whether two relay URLs name the same relay once written canonically. */
export function sameRelay(a: string, b: string): boolean {
  return (normalizeRelayUrl(a) ?? a) === (normalizeRelayUrl(b) ?? b);
}

/** The name to show for a relay: its preset name, else its host. */
export function relayLabel(presets: readonly PresetRelay[], url: string): string {
  const preset = presets.find((relay) => sameRelay(relay.url, url));
  if (preset) return preset.name;
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
