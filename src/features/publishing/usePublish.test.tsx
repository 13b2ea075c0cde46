import { waitFor } from '@testing-library/react';
import { NLogin } from '@nostrify/react/login';
import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { newKeys, publishEvents, queryEvents, signEvent, startTestRelay } from '@testing/test-relay';
import { KIND, STORAGE_KEYS } from '@/config/constants';
import { useNetwork } from '@/features/network/public';
import { renderAppHook } from '@/test/render-screen';

import { PublishError } from './publish-event';
import { usePublish } from './usePublish';

function renderPublish() {
  return renderAppHook(() => usePublish());
}

/** Stores a key login before the providers mount, as a returning user would have. */
function loggedIn() {
  const secretKey = generateSecretKey();
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(secretKey))]));
  return getPublicKey(secretKey);
}

const template = { kind: 1, content: 'Test drive on Saturday?', tags: [['t', 'car']] };

describe('usePublish', () => {
  it("refuses with 'User is not logged in' when signed out", async () => {
    const { result } = renderPublish();
    await waitFor(() => expect(result.current).not.toBeNull());
    await expect(result.current.mutateAsync(template)).rejects.toThrow('User is not logged in');
  });

  it("signs with the current user, sends to the relay and reports the relay's OK", async () => {
    const pubkey = loggedIn();
    const { result } = renderPublish();
    await waitFor(() => expect(result.current).not.toBeNull());
    const outcome = await result.current.mutateAsync(template);
    expect(outcome.event).toMatchObject({ ...template, pubkey });
    // Served over http in tests: no client tag.
    expect(outcome.event.tags).toEqual([['t', 'car']]);
    // The test relay first, then the presets (unreachable here), each with its own answer.
    expect(outcome.results[0]).toEqual({ relay: inject('relayUrl'), ok: true });
    expect(outcome.results.length).toBeLessThanOrEqual(5);
    expect(outcome.results.slice(1).every((answer) => !answer.ok)).toBe(true);
  });

  it("rejects with the relay's refusal reason when no relay accepts", async () => {
    loggedIn();
    const { result } = renderPublish();
    await waitFor(() => expect(result.current).not.toBeNull());
    const expired = { ...template, tags: [['expiration', '1000']] };
    const error = await result.current.mutateAsync(expired).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).message).toMatch(/expired/);
    expect((error as PublishError).results[0]).toEqual({ relay: inject('relayUrl'), ok: false, reason: expect.stringMatching(/expired/) });
  });

  it("follows the user's NIP-65 list: exactly its write relays plus the chosen relay, never its read-only ones", async () => {
    const relays = await Promise.all([startTestRelay(), startTestRelay(), startTestRelay()]);
    const [write1, write2, readOnly] = relays.map((relay) => relay.url);
    try {
      const keys = newKeys();
      localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
      // Found where the app looks first: on the chosen relay.
      const list = signEvent(keys, { kind: KIND.relayList, tags: [['r', write1!, 'write'], ['r', write2!], ['r', readOnly!, 'read']] });
      await publishEvents(inject('relayUrl'), [list]);

      const { result } = renderAppHook(() => ({ publish: usePublish(), network: useNetwork() }));
      await waitFor(() => expect(result.current.network.writeRelays).toContain(write1));
      const outcome = await result.current.publish.mutateAsync(template);

      expect(outcome.results.map((answer) => answer.relay).toSorted()).toEqual([write1, write2, inject('relayUrl')].toSorted());
      expect(outcome.results.every((answer) => answer.ok)).toBe(true);
      for (const url of [write1!, write2!]) expect(await queryEvents(url, { ids: [outcome.event.id] })).toHaveLength(1);
      expect(await queryEvents(readOnly!, { ids: [outcome.event.id] })).toEqual([]);
      expect(result.current.network.readRelays.toSorted()).toEqual([write2, readOnly].toSorted());
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
    }
  });
});
