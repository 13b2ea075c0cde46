import { verificationStats, type VerificationStats } from './verified-memo';

declare global {
  interface Window {
    /** Verification counters, for `npm run bench`; present only when `carstr:stats` is set in localStorage. */
    carstrStats?: { verification: VerificationStats };
  }
}

export const STATS_FLAG_KEY = 'carstr:stats';

/** Publishes the live counters on `window` when the bench (or a curious developer) asks for them. */
export function exposeStatsWhenAsked(storage: Pick<Storage, 'getItem'> | undefined): void {
  try {
    if (storage?.getItem(STATS_FLAG_KEY) === '1') window.carstrStats = { verification: verificationStats };
  } catch {
    // Storage refused (private mode): no stats, nothing else changes.
  }
}
