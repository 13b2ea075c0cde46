import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finalizeEvent, generateSecretKey, getPublicKey, nip44 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { toastStore } from '@/lib/toast-store';
import type { EventTemplate, NostrEvent } from '@/nostr/event';

import { favouritesStore } from '../favourites-store';
import { UploadLocalFavourites } from './UploadLocalFavourites';

/**
 * The offer to save this browser's favourites to the account (docs/product.md §2 Favourites), on the real
 * store, with NIP-44 done by nostr-tools; the account's relays first refuse the list, then take it.
 */
const region = () => screen.queryByRole('region', { name: 'Favourites in this browser' });

describe('UploadLocalFavourites', () => {
  it('keeps the offer and the browser\'s copy when no relay took the list, and saves them on a second try', async () => {
    const address = `${KIND.listing}:${'b'.repeat(64)}:golf`;
    localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify([address]));
    const secret = generateSecretKey();
    const pubkey = getPublicKey(secret);
    const key = nip44.getConversationKey(secret, pubkey);
    const events: NostrEvent[] = [];
    let refuse = true;
    await favouritesStore.connectAccount(
      {
        pubkey,
        cipher: async () => ({ encrypt: async (text) => nip44.encrypt(text, key), decrypt: async (text) => nip44.decrypt(text, key) }),
        read: async () => {
          const event = events.at(-1);
          return event === undefined ? { state: 'none' } : { state: 'found', event };
        },
        publish: async (template: EventTemplate) => {
          if (refuse) throw new Error('blocked: not today');
          const event = finalizeEvent(template, secret);
          events.push(event);
          return event;
        },
      },
      false,
    );
    render(<UploadLocalFavourites />);

    const offer = within(region()!);
    expect(offer.getByText('Save 1 favourite to your account?')).toBeInTheDocument();
    await userEvent.click(offer.getByRole('button', { name: 'Save' }));
    await expect.poll(() => toastStore.getSnapshot()[0]?.title).toBe('Could not save your favourites');
    expect(toastStore.getSnapshot()[0]).toMatchObject({ description: 'blocked: not today', variant: 'destructive' });
    await offer.findByText('Save 1 favourite to your account?');
    expect(localStorage.getItem(STORAGE_KEYS.favourites)).toBe(JSON.stringify([address]));

    refuse = false;
    await userEvent.click(offer.getByRole('button', { name: 'Save' }));
    await expect.poll(region).toBeNull();
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Favourite saved to your account', variant: 'success' });
    expect(JSON.parse(nip44.decrypt(events.at(-1)!.content, key))).toEqual([['a', address]]);
    expect(localStorage.getItem(STORAGE_KEYS.favourites)).toBeNull();
  });
});
