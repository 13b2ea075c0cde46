import { nip19, type Filter, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { faultMarket } from './fixtures/fault-market';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { startFaultRelay, type FaultClient, type FaultRelay } from './support/fault-relay';
import { expectDetail, expectGrid, expectNoCrash, expectSameDocument, markDocument, readFrom, signedInFromStart } from './support/fault-pages';
import { newKeys } from './support/nostr';

const fixture = useBrowser();

/**
 * A relay that requires NIP-42 before it serves anything: it challenges every connection as soon as it
 * opens, and either holds each REQ until the connection has authenticated (then answers it) or refuses it
 * with `CLOSED auth-required:` as strfry and khatru do. AUTH events are checked by the fault relay itself.
 */
function startAuthRelay(events: NostrEvent[], mode: 'hold' | 'refuse'): Promise<FaultRelay> {
  const held = new Map<FaultClient, [string, Filter[]][]>();
  return startFaultRelay({
    events,
    connection: (client) => client.sendChallenge(),
    req: (client, id, filters) => {
      if (client.authedPubkey !== undefined) return client.answer(id, filters);
      if (mode === 'refuse') return client.json(['CLOSED', id, 'auth-required: this relay serves members only']);
      held.set(client, [...(held.get(client) ?? []), [id, filters]]);
    },
    authenticated: (client) => {
      for (const [id, filters] of held.get(client) ?? []) client.answer(id, filters);
      held.delete(client);
    },
  });
}

/** The AUTH events the app sent, each checked against the relay's rules by `authProblem` when it arrived. */
function authEvents(relay: FaultRelay): NostrEvent[] {
  return relay.received.filter(({ message }) => message[0] === 'AUTH').map(({ message }) => message[1] as NostrEvent);
}

describe('relay faults: NIP-42 AUTH', () => {
  it('answers the challenge with the signed-in account before a relay that holds its answers serves anything', async () => {
    const { context, page, pageErrors } = fixture;
    const market = faultMarket();
    const relay = await startAuthRelay(market.events, 'hold');
    try {
      await readFrom(context, relay.url);
      const pubkey = await signedInFromStart(context, newKeys().secretKey);
      await page.goto(env().appUrl);
      await markDocument(page);
      await expectGrid(page, market);
      await expectDetail(page, market);
      const auths = authEvents(relay);
      expect(auths.length).toBeGreaterThan(0);
      expect(new Set(auths.map((event) => event.pubkey))).toEqual(new Set([pubkey]));
      await expectSameDocument(page);
      await expectNoCrash(pageErrors, page);
    } finally {
      await relay.close();
    }
  });

  it('gets its requests served by a relay that refuses them with auth-required until it has authenticated', async () => {
    const { context, page, pageErrors } = fixture;
    const market = faultMarket();
    const relay = await startAuthRelay(market.events, 'refuse');
    try {
      await readFrom(context, relay.url);
      const pubkey = await signedInFromStart(context, newKeys().secretKey);
      await page.goto(env().appUrl);
      await markDocument(page);
      await expectGrid(page, market);
      await expectDetail(page, market);
      expect(new Set(authEvents(relay).map((event) => event.pubkey))).toEqual(new Set([pubkey]));
      await expectSameDocument(page);
      await expectNoCrash(pageErrors, page);
    } finally {
      await relay.close();
    }
  });

  it('sends nothing while signed out, and answers the waiting challenge as soon as the visitor signs in', async () => {
    const { context, page, pageErrors } = fixture;
    const market = faultMarket();
    const relay = await startAuthRelay(market.events, 'hold');
    try {
      await readFrom(context, relay.url);
      await page.goto(env().appUrl);
      await markDocument(page);
      await page.getByRole('status', { name: 'Loading listings' }).waitFor();
      await expect.poll(() => relay.received.some(({ message }) => message[0] === 'REQ')).toBe(true);
      expect(authEvents(relay)).toEqual([]);

      const keys = newKeys();
      await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
      await expectGrid(page, market, /FORGED|WRONG/, 30_000);
      expect(new Set(authEvents(relay).map((event) => event.pubkey))).toEqual(new Set([keys.pubkey]));
      await expectDetail(page, market);
      await expectSameDocument(page);
      await expectNoCrash(pageErrors, page);
    } finally {
      await relay.close();
    }
  });
});
