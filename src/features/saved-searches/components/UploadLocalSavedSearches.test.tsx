import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finalizeEvent, generateSecretKey, getPublicKey, nip44 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';
import { toastStore } from '@/lib/toast-store';
import { appDataTemplate, SAVED_SEARCHES_D } from '@/nostr/app-data';
import type { EventTemplate, NostrEvent } from '@/nostr/event';
import { parseSavedSearches, serializeSavedSearches, type SavedSearch } from '@/nostr/saved-search';

import { savedSearchesStore } from '../saved-searches-store';
import { UploadLocalSavedSearches } from './UploadLocalSavedSearches';

/**
 * The offer to save this browser's searches to the account (docs/product.md §2 Saved searches), on the real
 * store, with NIP-44 done by nostr-tools and the account's "relays" a list of signed events.
 */

function search(id: string, name: string): SavedSearch {
  return { id, name, params: `q=${name}`, createdAt: 1_700_000_000, lastOpenedAt: 1_700_000_000 };
}

/** A signed-in account whose relays hold `initial` (encrypted to itself); `publish` signs and appends. */
async function account(initial: SavedSearch[]) {
  const secret = generateSecretKey();
  const pubkey = getPublicKey(secret);
  const key = nip44.getConversationKey(secret, pubkey);
  const cipher = { encrypt: async (text: string) => nip44.encrypt(text, key), decrypt: async (text: string) => nip44.decrypt(text, key) };
  const events: NostrEvent[] = [finalizeEvent(appDataTemplate(null, SAVED_SEARCHES_D, nip44.encrypt(serializeSavedSearches({ searches: initial, foreign: [] }), key), 1_700_000_000), secret)];
  await savedSearchesStore.connectAccount(
    {
      pubkey,
      cipher: async () => cipher,
      read: async () => {
          const event = events.at(-1);
          return event === undefined ? { state: 'none' } : { state: 'found', event };
        },
      publish: async (template: EventTemplate) => {
        const event = finalizeEvent(template, secret);
        events.push(event);
        return event;
      },
    },
    false,
  );
  const saved = () => parseSavedSearches(nip44.decrypt(events.at(-1)!.content, key))?.searches.map((entry) => entry.id);
  return { events, saved };
}

describe('UploadLocalSavedSearches', () => {
  it("offers the browser's searches the account lacks, saves them in the browser's order and clears the browser's copy", async () => {
    localStorage.setItem(STORAGE_KEYS.savedSearches, serializeSavedSearches({ searches: [search('b', 'polo'), search('a', 'golf'), search('c', 'up')], foreign: [] }));
    const { events, saved } = await account([search('c', 'up')]);
    render(<UploadLocalSavedSearches />);

    const offer = within(screen.getByRole('region', { name: 'Saved searches in this browser' }));
    expect(offer.getByText('Save 2 searches to your account?')).toBeInTheDocument();
    await userEvent.click(offer.getByRole('button', { name: 'Save' }));

    await expect.poll(() => screen.queryByRole('region', { name: 'Saved searches in this browser' })).toBeNull();
    expect(events).toHaveLength(2);
    expect(saved()).toEqual(['b', 'a', 'c']);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: '2 searches saved to your account', variant: 'success' });
    expect(parseSavedSearches(localStorage.getItem(STORAGE_KEYS.savedSearches) ?? '')?.searches).toEqual([]);
  });

  it("says 'Save 1 search…'; 'Not now' leaves the browser's search where it is", async () => {
    localStorage.setItem(STORAGE_KEYS.savedSearches, serializeSavedSearches({ searches: [search('d', 'golf')], foreign: [] }));
    const { events } = await account([]);
    render(<UploadLocalSavedSearches />);

    const offer = within(screen.getByRole('region', { name: 'Saved searches in this browser' }));
    expect(offer.getByText('Save 1 search to your account?')).toBeInTheDocument();
    await userEvent.click(offer.getByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('region', { name: 'Saved searches in this browser' })).toBeNull();
    expect(events).toHaveLength(1);
    expect(parseSavedSearches(localStorage.getItem(STORAGE_KEYS.savedSearches) ?? '')?.searches.map((entry) => entry.id)).toEqual(['d']);
  });
});
