import { NLogin } from '@nostrify/react/login';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { eventStore } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';
import { renderScreen } from '@/test/render-screen';

import { closeServer, listenOnFreePort } from '@testing/free-port-server';
import { newKeys } from '@testing/test-relay';

import { saveCachedMutes } from '../mute-cache';
import { MuteButton } from './MuteButton';
import { MutesFromCache } from './MutesFromCache';

const SELLER = 'b'.repeat(64);

function listingBy(pubkey: string): NostrEvent {
  return { id: 'a'.repeat(64), pubkey, kind: KIND.listing, created_at: 1, tags: [['d', 'car']], content: '', sig: '' };
}

function login(keys: ReturnType<typeof newKeys>) {
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
}

afterEach(() => {
  localStorage.clear();
  eventStore.setMuteRule(undefined);
});

describe('MuteButton', () => {
  it("signed out asks to log in first, and is not shown where no login button is given (a conversation)", async () => {
    renderScreen(
      <>
        <MuteButton pubkey={SELLER} name="Sam" loginButton={<button type="button">Log in</button>} />
        <div data-testid="bare">
          <MuteButton pubkey={SELLER} name="Sam" />
        </div>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mute seller' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to mute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('bare')).toBeEmptyDOMElement();
  });

  it('is not shown for oneself', async () => {
    const me = newKeys();
    login(me);
    renderScreen(
      <div data-testid="own">
        <MuteButton pubkey={me.pubkey} name="Me" loginButton={<button type="button">Log in</button>} />
      </div>,
    );
    expect(await screen.findByTestId('own')).toBeEmptyDOMElement();
  });
});

describe('MutesFromCache', () => {
  it("applies this browser's last mute list of the signed-in account before any relay answers", async () => {
    const me = newKeys();
    login(me);
    saveCachedMutes(me.pubkey, [{ type: 'pubkey', value: SELLER, private: true }]);
    // A relay that never answers: "before any relay answers" is held, not raced (the shared relay would soon
    // say the account has no list, and the cached mute would rightly give way to it).
    const silent = await listenOnFreePort();
    try {
      renderScreen(
        <>
          <MutesFromCache />
          <MuteButton pubkey={SELLER} name="Sam" />
        </>,
        { relayUrl: silent.url },
      );
      // With the relay silent, only the cache can make the button read 'Unmute' (once the session has
      // restored the signed-in account).
      await waitFor(() => expect(screen.getByTestId('mute-button')).toHaveTextContent('Unmute'));
      expect(eventStore.isMuted(listingBy(SELLER))).toBe(true);
      expect(eventStore.isMuted(listingBy(me.pubkey))).toBe(false);
    } finally {
      await closeServer(silent.server);
    }
  });
});
