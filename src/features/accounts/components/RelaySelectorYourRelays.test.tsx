import { NLogin } from '@nostrify/react/login';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19, type NostrEvent } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { newKeys, publishEvents, queryEvents, signEvent, startTestRelay, type TestKeys } from '@testing/test-relay';
import { RelaySelector } from './RelaySelector';

/**
 * 'Your relays' in the relay selector (docs/product.md §2, §7): the real selector, providers, publish hook and
 * key signer against embedded relays; what was published is read back by a separate client, as another app
 * would read it.
 */

/** A returning user: a key login stored before the providers mount. */
function signedIn(): TestKeys {
  const keys = newKeys();
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
  return keys;
}

async function openSelector() {
  await userEvent.click(await screen.findByRole('button', { name: /^Switch Relay/ }));
  return within(await screen.findByRole('region', { name: 'Your relays' }, { timeout: 10_000 }));
}

async function relayLists(relayUrl: string, pubkey: string): Promise<NostrEvent[]> {
  return (await queryEvents(relayUrl, { kinds: [KIND.relayList], authors: [pubkey] })).toSorted((a, b) => b.created_at - a.created_at);
}

function nameOf(url: string): string {
  return url.replace(/^wss:\/\//, '');
}

describe('Your relays', () => {
  it('is not shown to a visitor', async () => {
    renderScreen(<RelaySelector />);
    await userEvent.click(await screen.findByRole('button', { name: /^Switch Relay/ }));
    await screen.findByRole('textbox', { name: 'Search relays' });
    expect(screen.queryByRole('region', { name: 'Your relays' })).toBeNull();
    expect(screen.queryByText(/relay list/i)).toBeNull();
  });

  it('publishes a first list from the chosen relay, read and write, when the user has none', async () => {
    const relayUrl = inject('relayUrl');
    const user = signedIn();
    renderScreen(<RelaySelector />);
    const section = await openSelector();

    await section.findByText('You have no relay list yet. Publishing one tells other apps where to find your listings and messages.', {}, { timeout: 10_000 });
    await userEvent.click(section.getByRole('button', { name: 'Publish relay list' }));
    await section.findByRole('heading', { name: /^Published to [1-9]\d* of \d+ relays?$/ }, { timeout: 20_000 });
    expect(within(section.getByRole('list', { name: 'Relay answers' })).getByText(relayUrl)).toBeInTheDocument();

    const [list] = await relayLists(relayUrl, user.pubkey);
    expect(list?.tags).toEqual([['r', relayUrl]]);
    // The app now routes by the new list: the editor shows it at once.
    expect(section.getByRole('checkbox', { name: `Read from ${nameOf(relayUrl)}` })).toBeChecked();
    expect(section.getByRole('checkbox', { name: `Write to ${nameOf(relayUrl)}` })).toBeChecked();
  });

  it("edits a list, keeping the entries and tags another client wrote, and the edits survive a failed save", async () => {
    const relay = await startTestRelay();
    try {
      const user = signedIn();
      const foreign = signEvent(user, {
        kind: KIND.relayList,
        created_at: Math.floor(Date.now() / 1000) - 60,
        tags: [
          ['r', 'wss://other-client.example', 'read'],
          ['client', 'x'],
          ['r', 'ws://plain.example:7777', 'write'],
          ['r', relay.url],
        ],
      });
      await publishEvents(relay.url, [foreign]);
      renderScreen(<RelaySelector />, { relayUrl: relay.url });
      const section = await openSelector();

      // Every relay of the list is listed, with its markers.
      const readOther = await section.findByRole('checkbox', { name: 'Read from other-client.example' }, { timeout: 10_000 });
      expect(readOther).toBeChecked();
      expect(section.getByRole('checkbox', { name: 'Write to other-client.example' })).not.toBeChecked();
      // The only mode left cannot be cleared; Remove drops a relay.
      expect(readOther).toBeDisabled();
      expect(section.getByRole('checkbox', { name: 'Read from ws://plain.example:7777' })).not.toBeChecked();

      // Own relay write-only, plain relay removed, one typed relay added (after a bad one).
      await userEvent.click(section.getByRole('checkbox', { name: `Read from ${nameOf(relay.url)}` }));
      await userEvent.click(section.getByRole('button', { name: 'Remove ws://plain.example:7777' }));
      const input = section.getByRole('textbox', { name: 'Relay URL to add' });
      await userEvent.type(input, 'https://nope.example{Enter}');
      expect(section.getByRole('alert')).toHaveTextContent('Invalid relay URL');
      await userEvent.clear(input);
      await userEvent.type(input, 'Relay.Added.example/{Enter}');
      await userEvent.type(input, 'wss://relay.added.example{Enter}');
      expect(section.getByRole('alert')).toHaveTextContent('relay.added.example is already in your list');
      expect(section.getByText('Unsaved changes')).toBeInTheDocument();

      await userEvent.click(section.getByRole('button', { name: 'Save relay list' }));
      await section.findByRole('heading', { name: /^Published to [1-9]\d* of \d+ relays?$/ }, { timeout: 20_000 });
      const [saved] = await relayLists(relay.url, user.pubkey);
      expect(saved?.id).not.toBe(foreign.id);
      expect(saved?.created_at).toBeGreaterThan(foreign.created_at);
      expect(saved?.tags).toEqual([
        ['r', 'wss://other-client.example', 'read'],
        ['client', 'x'],
        ['r', relay.url, 'write'],
        ['r', 'wss://relay.added.example'],
      ]);
      expect(section.queryByText('Unsaved changes')).toBeNull();

      // With every relay gone, the list cannot be read before the save: nothing is published, the report says
      // so, and the edit is still there to try again.
      await relay.close();
      await userEvent.click(section.getByRole('checkbox', { name: 'Write to other-client.example' }));
      await userEvent.click(section.getByRole('button', { name: 'Save relay list' }));
      await section.findByRole('heading', { name: 'Your relay list was not published' }, { timeout: 25_000 });
      expect(section.getByTestId('relay-list-report')).toHaveTextContent(/^.*Your relay list could not be loaded from all your relays.*nothing was changed/);
      expect(section.getByRole('checkbox', { name: 'Write to other-client.example' })).toBeChecked();
      expect(section.getByText('Unsaved changes')).toBeInTheDocument();
    } finally {
      await relay.close();
    }
  });

  it('saves on top of a version another client published while the editor was open', async () => {
    const relayUrl = inject('relayUrl');
    const user = signedIn();
    const now = Math.floor(Date.now() / 1000);
    const first = signEvent(user, { kind: KIND.relayList, created_at: now - 120, tags: [['r', 'wss://dropped.example']] });
    await publishEvents(relayUrl, [first]);
    renderScreen(<RelaySelector />);
    const section = await openSelector();
    await section.findByRole('checkbox', { name: 'Read from dropped.example' }, { timeout: 10_000 });

    const meanwhile = signEvent(user, {
      kind: KIND.relayList,
      created_at: now - 60,
      tags: [['r', 'wss://dropped.example'], ['r', 'wss://added-elsewhere.example', 'write'], ['alt', 'from another app']],
    });
    await publishEvents(relayUrl, [meanwhile]);
    // The chosen relay is not in the list: one press adds it, read and write.
    await userEvent.click(section.getByRole('button', { name: /^Add current relay/ }));
    expect(section.getByRole('checkbox', { name: `Read from ${relayUrl}` })).toBeChecked();
    expect(section.queryByRole('button', { name: /^Add current relay/ })).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Remove dropped.example' }));
    await userEvent.click(section.getByRole('button', { name: 'Save relay list' }));
    await section.findByRole('heading', { name: /^Published to [1-9]\d* of \d+ relays?$/ }, { timeout: 20_000 });

    const [saved] = await relayLists(relayUrl, user.pubkey);
    expect(saved?.tags).toEqual([['r', 'wss://added-elsewhere.example', 'write'], ['r', relayUrl], ['alt', 'from another app']]);
    expect(await section.findByRole('checkbox', { name: 'Write to added-elsewhere.example' })).toBeChecked();
  });
});
