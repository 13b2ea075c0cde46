import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { AuthConsent } from './auth-consent';
import { RelayAuth } from './relay-auth';

const OWN = 'wss://own.example';
const STRANGER = 'wss://hint.example';

function signedInAuth(): RelayAuth {
  const auth = new RelayAuth();
  auth.setSigner(new NSecSigner(generateSecretKey()));
  auth.setPolicy((url) => url === OWN);
  return auth;
}

describe('RelayAuth policy (docs/architecture.md §5)', () => {
  it("permits the user's own relays without asking, and nothing while signed out", async () => {
    const auth = signedInAuth();
    expect(auth.mayAnswer(OWN)).toBe(true);
    expect(await auth.permit(OWN, 'read')).toBe(true);
    expect(auth.consent.pending()).toEqual([]);
    auth.setSigner(undefined);
    expect(auth.mayAnswer(OWN)).toBe(false);
    expect(await auth.permit(OWN, 'read')).toBe(false);
  });

  it('treats every relay as a stranger until the app says which are own', async () => {
    const auth = new RelayAuth();
    auth.setSigner(new NSecSigner(generateSecretKey()));
    expect(auth.isOwnRelay(OWN)).toBe(false);
    expect(auth.mayAnswer(OWN)).toBe(false);
    expect(await auth.permit(OWN, 'read')).toBe(false);
    auth.setPolicy(() => true);
    expect(auth.isOwnRelay(OWN)).toBe(true);
    auth.setPolicy(undefined);
    expect(auth.isOwnRelay(OWN)).toBe(false);
  });

  it("adds a feature's own relays (the messages feature's DM relays) while it runs", async () => {
    const auth = signedInAuth();
    const dmRelay = 'wss://dm.example';
    expect(auth.isOwnRelay(dmRelay)).toBe(false);
    const remove = auth.addOwnRelays((url) => url === dmRelay);
    expect(auth.isOwnRelay(dmRelay)).toBe(true);
    expect(auth.isOwnRelay(OWN)).toBe(true);
    expect(await auth.permit(dmRelay, 'read')).toBe(true);
    remove();
    expect(auth.isOwnRelay(dmRelay)).toBe(false);
  });

  it('refuses another relay without a prompt to ask, and does not remember that as the answer', async () => {
    const auth = signedInAuth();
    expect(auth.mayAnswer(STRANGER)).toBe(false);
    expect(await auth.permit(STRANGER, 'read')).toBe(false);
    const detach = auth.consent.attach();
    expect(auth.mayAnswer(STRANGER)).toBe(true);
    const answer = auth.permit(STRANGER, 'read');
    expect(auth.consent.pending()).toEqual([{ url: STRANGER, purpose: 'read' }]);
    auth.consent.decide(STRANGER, true);
    expect(await answer).toBe(true);
    detach();
  });

  it('asks once per relay, however many requests wait, and remembers the answer for the session', async () => {
    const auth = signedInAuth();
    const detach = auth.consent.attach();
    const first = auth.permit(STRANGER, 'write');
    const second = auth.permit(STRANGER, 'read');
    expect(auth.consent.pending()).toEqual([{ url: STRANGER, purpose: 'write' }]);
    auth.consent.decide(STRANGER, false);
    expect(await Promise.all([first, second])).toEqual([false, false]);
    expect(auth.mayAnswer(STRANGER)).toBe(false);
    expect(await auth.permit(STRANGER, 'read')).toBe(false);
    expect(auth.consent.pending()).toEqual([]);
    detach();
  });

  it('forgets every answer when the account changes, and ends open questions as no', async () => {
    const auth = signedInAuth();
    const detach = auth.consent.attach();
    const allowed = auth.permit(STRANGER, 'read');
    auth.consent.decide(STRANGER, true);
    expect(await allowed).toBe(true);
    const open = auth.permit('wss://other.example', 'read');
    auth.setSigner(new NSecSigner(generateSecretKey()));
    expect(await open).toBe(false);
    expect(auth.consent.pending()).toEqual([]);
    const again = auth.permit(STRANGER, 'read');
    expect(auth.consent.pending()).toEqual([{ url: STRANGER, purpose: 'read' }]);
    auth.consent.decide(STRANGER, false);
    expect(await again).toBe(false);
    detach();
  });
});

describe('AuthConsent', () => {
  it('shows questions in the order asked, tells listeners, and drops them unanswered when the last prompt goes', async () => {
    const consent = new AuthConsent();
    const changes: number[] = [];
    consent.subscribe(() => changes.push(consent.pending().length));
    const detachFirst = consent.attach();
    const detachSecond = consent.attach();
    const a = consent.ask('wss://a.example', 'read');
    const b = consent.ask('wss://b.example', 'write');
    expect(consent.pending().map((question) => question.url)).toEqual(['wss://a.example', 'wss://b.example']);
    consent.decide('wss://a.example', true);
    expect(await a).toBe(true);
    detachFirst();
    detachFirst();
    expect(consent.pending()).toHaveLength(1);
    detachSecond();
    expect(await b).toBe(false);
    expect(consent.pending()).toEqual([]);
    expect(changes).toEqual([1, 2, 1, 0]);
    // Not remembered: with a prompt again, the relay is asked about.
    const reattached = consent.attach();
    expect(consent.mayAsk('wss://b.example')).toBe(true);
    void consent.ask('wss://b.example', 'read');
    expect(consent.pending()).toEqual([{ url: 'wss://b.example', purpose: 'read' }]);
    reattached();
  });
});
