import type { Filter } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { closedPort } from './browse-helpers';
import { requestKind } from './fixtures/fault-market';
import { useBrowser } from './support/browser';
import { requests, startFaultRelay, type FaultClient, type FaultRelay } from './support/fault-relay';
import { expectAppSurvives } from './support/fault-pages';

const fixture = useBrowser();

const GRID_ERROR = 'Failed to load listings';
const GRID_HINT = 'There was an error loading car listings. Try switching to a different relay.';

describe('relay faults: refusals and silence', () => {
  it('reports a relay that answers CLOSED, then recovers on Retry once the relay serves again', async () => {
    let refusing = true;
    await expectAppSurvives(fixture, {
      relay: (market) =>
        startFaultRelay({
          events: market.events,
          req: (client, id, filters) => {
            if (refusing) client.json(['CLOSED', id, 'error: the database is being migrated']);
            else client.answer(id, filters);
          },
        }),
      duringFault: async ({ page, relay }) => {
        // The retries of docs/product.md §7 (3, backoff from 1 s) run first; then the grid reports the failure with its hint.
        await page.getByText(GRID_ERROR).waitFor({ timeout: 30_000 });
        await page.getByText(GRID_HINT).waitFor();
        expect(requests(relay).filter((request) => requestKind(request.filters) === 'grid').length).toBeGreaterThanOrEqual(2);

        refusing = false;
        await page.getByRole('button', { name: 'Retry' }).click();
      },
    });
  });

  it('keeps loading through a stall and shows the listings when the relay answers again', async () => {
    let stalled = true;
    const swallowed: { client: FaultClient; id: string; filters: Filter[] }[] = [];
    await expectAppSurvives(fixture, {
      relay: (market) =>
        startFaultRelay({
          events: market.events,
          // While the relay stalls every REQ is swallowed without an answer; the test ends the stall.
          req: (client, id, filters) => {
            if (stalled) swallowed.push({ client, id, filters });
            else client.answer(id, filters);
          },
        }),
      duringFault: async ({ page, relay }) => {
        await page.getByRole('status', { name: 'Loading listings' }).waitFor();
        // The first request timed out inside the stall and the app asked again: it is still loading, with
        // neither listings nor an error on screen.
        const gridRequests = () => requests(relay).filter((request) => requestKind(request.filters) === 'grid').length;
        await expect.poll(gridRequests, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
        expect(await page.getByRole('status', { name: 'Loading listings' }).count()).toBe(1);
        expect(await page.getByText(GRID_ERROR).count()).toBe(0);
        // The relay answers again, the requests the app still waits on (not closed) first.
        stalled = false;
        const closed = new Set(relay.received.filter(({ message }) => message[0] === 'CLOSE').map(({ message }) => message[1]));
        for (const { client, id, filters } of swallowed.splice(0)) if (!closed.has(id)) client.answer(id, filters);
      },
      recovery: { gridTimeout: 25_000 },
    });
  });

  it('reports a refused connection at once, and recovers on Retry when the relay comes up', async () => {
    const port = await closedPort();
    let relay: FaultRelay | undefined;
    await expectAppSurvives(fixture, {
      // Nothing listens on the port until the relay is started half-way through the test.
      relay: async () => ({ url: `ws://127.0.0.1:${port}`, close: async () => relay?.close() }),
      duringFault: async ({ page, market }) => {
        const started = Date.now();
        await page.getByText(GRID_ERROR).waitFor();
        // Unreachable is not slow: the error shows without waiting out the retries of docs/product.md §7.
        expect(Date.now() - started).toBeLessThan(8_000);

        relay = await startFaultRelay({ events: market.events }, { port });
        await page.getByRole('button', { name: 'Retry' }).click();
      },
    });
  });
});
