import { nip19, type Filter, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { seedListing, type SeededListing } from './support/comment-threads';
import { readFrom, signedInFromStart } from './support/fault-pages';
import { startFaultRelays, type FaultClient, type FaultScript } from './support/fault-relay';

const fixture = useBrowser();

/**
 * docs/architecture.md §5: NIP-42 AUTH only where the user belongs. The user's own relay (the chosen relay)
 * and a relay met only as an naddr's hint both challenge every connection as it opens; each test decides
 * which of them holds the listing and whether it serves anyone before a login (strfry and khatru refuse
 * with `CLOSED auth-required:`).
 */
function authRelay(events: NostrEvent[], serves: 'anyone' | 'members'): FaultScript {
  return {
    events,
    connection: (client) => client.sendChallenge(),
    req: (client: FaultClient, id: string, filters: Filter[]) => {
      if (serves === 'members' && client.authedPubkey === undefined) client.json(['CLOSED', id, 'auth-required: this relay serves members only']);
      else client.answer(id, filters);
    },
  };
}

/** The kind 22242 events the app sent to a relay (checked by the fault relay as they came). */
function authEvents(relay: { received: { message: unknown[] }[] }): NostrEvent[] {
  return relay.received.filter(({ message }) => message[0] === 'AUTH').map(({ message }) => message[1] as NostrEvent);
}

const naddrOf = (listing: SeededListing, hint: string) => nip19.naddrEncode({ kind: KIND.listing, pubkey: listing.pubkey, identifier: listing.d, relays: [hint] });

const hostOf = (url: string) => new URL(url).host;

describe('NIP-42 AUTH only where the user belongs', () => {
  it("sends no login to an naddr's hint relay that demands one ('Not now'), and the user's own relay that demands one serves the listing after it", async () => {
    const { context, page, pageErrors } = fixture;
    const listing = seedListing(newKeys(), { title: 'Members Only Civic' });
    const { relays, close } = await startFaultRelays({ own: authRelay([listing.event], 'members'), hint: authRelay([listing.event], 'members') });
    try {
      await readFrom(context, relays.own.url);
      const pubkey = await signedInFromStart(context, newKeys().secretKey);
      await page.goto(`${env().appUrl}/${naddrOf(listing, relays.hint.url)}`);

      const dialog = page.getByRole('dialog', { name: `Log in to ${hostOf(relays.hint.url)}?` });
      await dialog.getByText(`${hostOf(relays.hint.url)} asks you to log in to read from it. Logging in tells it who you are.`).waitFor();
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Members Only Civic' }).waitFor();

      expect(new Set(authEvents(relays.own).map((event) => event.pubkey))).toEqual(new Set([pubkey]));
      expect(authEvents(relays.hint)).toEqual([]);
      // The hint relay was asked (and refused): it is the login that was withheld, not the request.
      expect(relays.hint.received.some(({ message }) => message[0] === 'REQ')).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads a listing from a hint relay that challenges but serves anyone, without a login and without asking', async () => {
    const { context, page, pageErrors } = fixture;
    const listing = seedListing(newKeys(), { title: 'Open Door Jazz' });
    const { relays, close } = await startFaultRelays({ own: authRelay([], 'members'), hint: authRelay([listing.event], 'anyone') });
    try {
      await readFrom(context, relays.own.url);
      const pubkey = await signedInFromStart(context, newKeys().secretKey);
      await page.goto(`${env().appUrl}/${naddrOf(listing, relays.hint.url)}`);
      await page.getByRole('heading', { level: 1, name: 'Open Door Jazz' }).waitFor();

      // The own relay refused the lookup and got the login; the hint relay's challenge alone got nothing.
      await expect.poll(() => authEvents(relays.own).map((event) => event.pubkey)).toContain(pubkey);
      expect(authEvents(relays.hint)).toEqual([]);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("logs in to a hint relay after the user's 'Allow', and it serves the listing only it holds", async () => {
    const { context, page, pageErrors } = fixture;
    const listing = seedListing(newKeys(), { title: 'Trusted Hint Fit' });
    const { relays, close } = await startFaultRelays({ own: authRelay([], 'anyone'), hint: authRelay([listing.event], 'members') });
    try {
      await readFrom(context, relays.own.url);
      const pubkey = await signedInFromStart(context, newKeys().secretKey);
      await page.goto(`${env().appUrl}/${naddrOf(listing, relays.hint.url)}`);

      const dialog = page.getByRole('dialog', { name: `Log in to ${hostOf(relays.hint.url)}?` });
      await dialog.getByRole('button', { name: 'Allow' }).waitFor();
      // A user who thinks it over: the refused read has ended (the other relay's grace) before the answer,
      // and the screen reads again after 'Allow'. A quick click would race that grace instead.
      await page.getByText('Listing not found', { exact: true }).waitFor({ state: 'attached' });
      await dialog.getByRole('button', { name: 'Allow' }).click();
      await page.getByRole('heading', { level: 1, name: 'Trusted Hint Fit' }).waitFor();

      expect(new Set(authEvents(relays.hint).map((event) => event.pubkey))).toEqual(new Set([pubkey]));
      // The own relay served without asking: its challenge alone got no login.
      expect(authEvents(relays.own)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
