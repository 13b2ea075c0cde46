import type { Browser, Page } from 'playwright-core';

import { newBenchContext, type VerificationCounters } from './first-card';

export interface LoggedRequest {
  relay: string;
  /** The filters as sent (for telling real repeats from similar queries). */
  filters: string;
  /** A short description of the REQ's filters, e.g. "kinds 30402 #t limit 100". */
  label: string;
  until: number | undefined;
}

export interface RequestLog {
  requests: LoggedRequest[];
  /** Distinct ids of the events relays sent the page. */
  eventIds: Set<string>;
}

function describe(filter: Record<string, unknown>): string {
  return Object.entries(filter)
    .map(([key, value]) => (key === 'kinds' || key === 'limit' ? `${key} ${String(value)}` : key))
    .join(' ');
}

/** Logs every REQ the page sends and every event it receives, on all its WebSockets. */
export function countRequests(page: Page): RequestLog {
  const log: RequestLog = { requests: [], eventIds: new Set() };
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as unknown[];
      if (message[0] !== 'REQ') return;
      const filters = message.slice(2) as Record<string, unknown>[];
      const until = filters.find((filter) => typeof filter.until === 'number')?.until as number | undefined;
      log.requests.push({ relay: socket.url(), filters: JSON.stringify(filters), label: filters.map(describe).join(' | '), until });
    });
    socket.on('framereceived', (frame) => {
      const message = JSON.parse(String(frame.payload)) as unknown[];
      const event = message[2] as { id?: unknown } | undefined;
      if (message[0] === 'EVENT' && typeof event?.id === 'string') log.eventIds.add(event.id);
    });
  });
  return log;
}

export interface NavigationResult {
  requests: LoggedRequest[];
  eventsReceived: number;
  verification: VerificationCounters;
}

async function settle(page: Page): Promise<void> {
  // The relay is local: after a quiet second every query of the screen has finished.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1_500);
}

/**
 * Targets 5 and 6: home → a listing → Back in one fresh session. Counts the REQs per relay (each query
 * should ask once), the distinct events received, and the signature checks the app performed.
 */
export async function measureNavigation(browser: Browser, appUrl: string): Promise<NavigationResult> {
  const context = await newBenchContext(browser, { stats: true });
  try {
    const page = await context.newPage();
    const log = countRequests(page);
    await page.goto(appUrl);
    await page.getByTestId('listing-card').first().waitFor();
    await settle(page);
    await page.getByTestId('listing-card').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Comments/ }).waitFor({ timeout: 10_000 }).catch(() => undefined);
    await settle(page);
    await page.goBack();
    await page.getByTestId('listing-card').first().waitFor();
    await settle(page);
    const verification = await page.evaluate<VerificationCounters>('({ ...window.carstrStats.verification })');
    return { requests: log.requests, eventsReceived: log.eventIds.size, verification };
  } finally {
    await context.close();
  }
}
