import { NLogin } from '@nostrify/react/login';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19, type NostrEvent } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { newKeys, publishEvents, queryEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { RelaySelector } from './RelaySelector';

/**
 * 'Message relays' in the relay selector (docs/product.md §2 Relay selector): the user's NIP-17 DM relay list
 * (kind 10050) in the same editor as 'Your relays', against the embedded relay; what was published is read
 * back by a separate client, as another app (a sender looking for where to deliver) would read it.
 */

function signedIn(): TestKeys {
  const keys = newKeys();
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
  return keys;
}

async function openMessageRelays() {
  await userEvent.click(await screen.findByRole('button', { name: /^Switch Relay/ }));
  return within(await screen.findByRole('region', { name: 'Message relays' }, { timeout: 10_000 }));
}

async function dmLists(relayUrl: string, pubkey: string): Promise<NostrEvent[]> {
  return (await queryEvents(relayUrl, { kinds: [KIND.dmRelayList], authors: [pubkey] })).toSorted((a, b) => b.created_at - a.created_at);
}

describe('Message relays', () => {
  it('removes and adds relays without Read/Write, refuses an empty list, and keeps the tags another client wrote', async () => {
    const relayUrl = inject('relayUrl');
    const user = signedIn();
    const now = Math.floor(Date.now() / 1000);
    await publishEvents(relayUrl, [
      signEvent(user, { kind: KIND.dmRelayList, created_at: now - 60, tags: [['relay', relayUrl], ['relay', 'wss://old-dm.example'], ['alt', 'DM relays']] }),
    ]);
    renderScreen(<RelaySelector />);
    const section = await openMessageRelays();

    const list = await section.findByRole('list', { name: 'Your message relays' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(section.queryByRole('checkbox')).toBeNull();

    // Removing every relay is refused: nobody could write to the user.
    await userEvent.click(section.getByRole('button', { name: 'Remove old-dm.example' }));
    await userEvent.click(section.getByRole('button', { name: `Remove ${relayUrl}` }));
    expect(section.getByText('Keep at least one relay: without one nobody can send you private messages.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save message relays' })).toBeDisabled();

    await userEvent.click(section.getByRole('button', { name: 'Discard changes' }));
    await userEvent.click(section.getByRole('button', { name: 'Remove old-dm.example' }));
    await userEvent.type(section.getByRole('textbox', { name: 'Message relay URL to add' }), 'new-dm.example{Enter}');
    expect(section.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Save message relays' }));
    await section.findByRole('heading', { name: /^Published to [1-9]\d* of \d+ relays?$/ }, { timeout: 20_000 });

    const [latest] = await dmLists(relayUrl, user.pubkey);
    expect(latest?.tags).toEqual([['relay', relayUrl], ['relay', 'wss://new-dm.example'], ['alt', 'DM relays']]);
    expect(section.queryByText('Unsaved changes')).toBeNull();
  });
});
