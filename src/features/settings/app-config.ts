import { STORAGE_KEYS, THEMES, type Theme } from '@/config/constants';
import { DEFAULT_RELAY } from '@/config/relays';
import { isMileageUnit, type MileageUnit } from '@/nostr/mileage';
import { isRelayUrl } from '@/nostr/relay-url';

export interface AppConfig {
  theme: Theme;
  relayUrl: string;
  /** The viewer's mileage and distance unit (docs/product.md §2 Units); absent: by the browser's region. */
  distanceUnit?: MileageUnit;
}

export const DEFAULT_APP_CONFIG: AppConfig = { theme: 'system', relayUrl: DEFAULT_RELAY };

/**
 * docs/product.md §5 Stored data: theme in {dark, light, system} and relayUrl a relay URL; unknown keys are ignored.
 * Checked by hand rather than with zod: this runs before the first paint, in the smallest boot chunk.
 */
function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reads the stored config. A corrupt or invalid value never crashes the app: the bad part falls back to the
 * default and a console warning says why (`warn`; the boot script reads quietly, the app says it once); the
 * valid part is kept.
 */
export function loadAppConfig(
  storage: StorageLike | undefined,
  defaults: AppConfig = DEFAULT_APP_CONFIG,
  warn: (message: string) => void = console.warn,
): AppConfig {
  const raw = safeGet(storage, STORAGE_KEYS.config);
  if (raw === null) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn(`[config] Ignoring stored app config: it is not valid JSON.`);
    return defaults;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    warn('[config] Ignoring stored app config: it is not an object.');
    return defaults;
  }
  const record = parsed as Record<string, unknown>;
  // Settings of another app version: said once so a lost preference can be traced, then dropped on save.
  const unknown = Object.keys(record).filter((key) => !Object.hasOwn(DEFAULT_APP_CONFIG, key) && key !== 'distanceUnit');
  if (unknown.length > 0) warn(`[config] Ignoring unknown stored settings: ${unknown.join(', ')}.`);
  const result: AppConfig = { ...defaults };
  if (isTheme(record.theme)) result.theme = record.theme;
  else if (record.theme !== undefined) warn('[config] Ignoring stored theme: must be dark, light or system.');
  if (isRelayUrl(record.relayUrl)) result.relayUrl = record.relayUrl;
  else if (record.relayUrl !== undefined) warn('[config] Ignoring stored relayUrl: must be a ws:// or wss:// URL.');
  if (isMileageUnit(record.distanceUnit)) result.distanceUnit = record.distanceUnit;
  else if (record.distanceUnit !== undefined) warn('[config] Ignoring stored distanceUnit: must be km or mi.');
  return result;
}

export function saveAppConfig(storage: StorageLike | undefined, config: AppConfig): void {
  try {
    storage?.setItem(STORAGE_KEYS.config, JSON.stringify(config));
  } catch (error) {
    // Private browsing or a full quota: the app keeps working with the in-memory config.
    console.warn('[config] Could not save app config.', error);
  }
}

function safeGet(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
