import { nip19, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { loginWithNsec } from './support/accounts';
import { useBrowser } from './support/browser';
import { startFaultRelay, type FaultRelay } from './support/fault-relay';
import { expectAppSurvives, signedInFromStart } from './support/fault-pages';

const fixture = useBrowser();

/**
 * A relay that challenges every connection as soon as it opens (NIP-42), and either serves anyone anyway or
 * refuses each REQ with `CLOSED auth-required:` until the connection has authenticated, as strfry and khatru
 * do. AUTH events are checked by the fault relay itself.
 */
function startAuthRelay(events: NostrEvent[], mode: 'serve' | 'refuse'): Promise<FaultRelay> {
  return startFaultRelay({
    events,
    connection: (client) => client.sendChallenge(),
    req: (client, id, filters) => {
      if (client.authedPubkey !== undefined || mode === 'serve') return client.answer(id, filters);
      client.json(['CLOSED', id, 'auth-required: this relay serves members only']);
    },
  });
}

/** The AUTH events the app sent, each checked against the relay's rules by `authProblem` when it arrived. */
function authEvents(relay: FaultRelay): NostrEvent[] {
  return relay.received.filter(({ message }) => message[0] === 'AUTH').map(({ message }) => message[1] as NostrEvent);
}

describe('relay faults: NIP-42 AUTH', () => {
  it('leaves a challenge alone while the relay serves without a login (docs/architecture.md §5)', async () => {
    await expectAppSurvives(fixture, {
      relay: (market) => startAuthRelay(market.events, 'serve'),
      beforeLoad: async ({ context }) => {
        await signedInFromStart(context, newKeys().secretKey);
      },
      recovery: {
        afterDetail: async ({ relay }) => {
          expect(relay.received.some(({ message }) => message[0] === 'REQ')).toBe(true);
          expect(authEvents(relay)).toEqual([]);
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

  it('sends nothing while signed out, and once the visitor signs in answers the challenge the relay keeps demanding', async () => {
    const keys = newKeys();
    await expectAppSurvives(fixture, {
      relay: (market) => startAuthRelay(market.events, 'refuse'),
      duringFault: async ({ page, relay }) => {
        // Signed out, the refusal ends the grid's read: after its retries, the grid offers Retry.
        const retry = page.getByRole('button', { name: 'Retry' });
        await retry.waitFor({ timeout: 30_000 });
        expect(relay.received.some(({ message }) => message[0] === 'REQ')).toBe(true);
        expect(authEvents(relay)).toEqual([]);
        await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
        await retry.click();
      },
      recovery: {
        afterGrid: async ({ relay }) => {
          expect(new Set(authEvents(relay).map((event) => event.pubkey))).toEqual(new Set([keys.pubkey]));
        },
      },
    });
  });
});
