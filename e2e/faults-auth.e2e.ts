import { nip19, type Filter, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '../dev/testing/test-relay';
import { loginWithNsec } from './support/accounts';
import { useBrowser } from './support/browser';
import { startFaultRelay, type FaultClient, type FaultRelay } from './support/fault-relay';
import { expectAppSurvives, signedInFromStart } from './support/fault-pages';

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
    let pubkey = '';
    await expectAppSurvives(fixture, {
      relay: (market) => startAuthRelay(market.events, 'hold'),
      beforeLoad: async ({ context }) => {
        pubkey = await signedInFromStart(context, newKeys().secretKey);
      },
      recovery: {
        afterDetail: async ({ relay }) => {
          const auths = authEvents(relay);
          expect(auths.length).toBeGreaterThan(0);
          expect(new Set(auths.map((event) => event.pubkey))).toEqual(new Set([pubkey]));
        },
      },
    });
  });

  it('gets its requests served by a relay that refuses them with auth-required until it has authenticated', async () => {
    let pubkey = '';
    await expectAppSurvives(fixture, {
      relay: (market) => startAuthRelay(market.events, 'refuse'),
      beforeLoad: async ({ context }) => {
        pubkey = await signedInFromStart(context, newKeys().secretKey);
      },
      recovery: {
        afterDetail: async ({ relay }) => {
          expect(new Set(authEvents(relay).map((event) => event.pubkey))).toEqual(new Set([pubkey]));
        },
      },
    });
  });

  it('sends nothing while signed out, and answers the waiting challenge as soon as the visitor signs in', async () => {
    const keys = newKeys();
    await expectAppSurvives(fixture, {
      relay: (market) => startAuthRelay(market.events, 'hold'),
      duringFault: async ({ page, relay }) => {
        await page.getByRole('status', { name: 'Loading listings' }).waitFor();
        await expect.poll(() => relay.received.some(({ message }) => message[0] === 'REQ')).toBe(true);
        expect(authEvents(relay)).toEqual([]);
        await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
      },
      recovery: {
        gridTimeout: 30_000,
        afterGrid: async ({ relay }) => {
          expect(new Set(authEvents(relay).map((event) => event.pubkey))).toEqual(new Set([keys.pubkey]));
        },
      },
    });
  });
});
