import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** One page's Lighthouse runs (rows 7a/7b); `signedIn` when a key login was stored before each audit. */
export interface LighthousePage {
  name: string;
  signedIn: boolean;
  runs: LighthouseResult[];
}

export interface LighthouseResult {
  /** The performance category's score, 0–100. */
  score: number;
  /** The accessibility category's score, 0–100, and the ids of its audits that failed. */
  accessibility: number;
  failedAccessibilityAudits: string[];
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** The LCP's phases (time to first byte, resource load delay and time, render delay), milliseconds. */
  lcpPhases: Record<string, number>;
}

interface PhaseTable {
  details?: { items?: { items?: { phase?: unknown; timing?: unknown }[] }[] };
}

/** Lighthouse's "Largest Contentful Paint element" audit lists the LCP's phases in its second table. */
function lcpPhases(audit: PhaseTable | undefined): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const table of audit?.details?.items ?? []) {
    for (const row of table.items ?? []) {
      if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = Math.round(row.timing);
    }
  }
  return phases;
}

function numericAudit(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

interface CategoryAudits {
  auditRefs?: { id: string; weight: number }[];
}

/** The category's audits that count (weight > 0) and did not pass. */
function failedAudits(category: CategoryAudits | undefined, audits: Record<string, { score: number | null; scoreDisplayMode?: string }>): string[] {
  return (category?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = audits[ref.id];
      return audit !== undefined && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual' && audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);
}

/** What the setup page answers for every request: no app code runs, nothing of the app gets cached. */
const BLANK_PAGE = '<!doctype html><title>Lighthouse setup</title>';

/**
 * Writes `entries` into `origin`'s localStorage in the Chromium listening on `port`: Playwright connects over the
 * DevTools protocol, opens the origin with every request answered by a blank page (so the app neither runs nor
 * fills its caches before the audit), sets the items and disconnects, leaving the browser running.
 */
async function writeLocalStorage(port: number, origin: string, entries: readonly (readonly [string, string])[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Lighthouse setup: the browser has no default context');
    const page = await context.newPage();
    await page.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: BLANK_PAGE }));
    await page.goto(`${origin}/`);
    await page.evaluate(entries.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join('\n'));
    await page.close();
  } finally {
    // A browser reached by connectOverCDP is only disconnected from, not closed.
    await browser.close();
  }
}

/**
 * Target 7: Lighthouse 12's performance and accessibility categories for `url`, with its default mobile preset
 * (Moto G Power viewport, 4× CPU slowdown and slow-4G network, simulated), driving Debian Chromium. With
 * LIGHTHOUSE_REPORTS=<folder> each run's whole report is kept there as JSON (long tasks, main-thread breakdown).
 * `storage` entries (a key login) are written into the page's origin before the audit, in the same fresh
 * browser profile, and Lighthouse runs with `disableStorageReset` so that it keeps them.
 */
export async function runLighthouse(url: string, chromiumPath: string, flags: readonly string[], storage: readonly (readonly [string, string])[] = []): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...flags], logLevel: 'silent' });
  try {
    const signedIn = storage.length > 0;
    if (signedIn) await writeLocalStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(signedIn ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORTS !== undefined) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replaceAll(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const audits = lhr.audits as Record<string, { numericValue?: number }>;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      failedAccessibilityAudits: failedAudits(lhr.categories.accessibility, lhr.audits as Record<string, { score: number | null; scoreDisplayMode?: string }>),
      metrics: {
        fcp: numericAudit(audits, 'first-contentful-paint'),
        lcp: numericAudit(audits, 'largest-contentful-paint'),
        tbt: numericAudit(audits, 'total-blocking-time'),
        cls: numericAudit(audits, 'cumulative-layout-shift'),
        speedIndex: numericAudit(audits, 'speed-index'),
      },
      lcpPhases: lcpPhases(lhr.audits['largest-contentful-paint-element'] as PhaseTable | undefined),
    };
  } finally {
    chrome.kill();
  }
}
