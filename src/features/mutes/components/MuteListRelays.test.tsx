import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { eventStore } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';
import { startOwnListScenario } from '@/test/own-list-relays';
import { renderScreen } from '@/test/render-screen';

import { muteStore } from '../mute-store';
import { MuteButton } from './MuteButton';
import { MutedScreen } from './MutedScreen';
import { MutesSync } from './MutesSync';

const SELLER = 'b'.repeat(64);
const THEIR_PUBLIC = [['t', 'bitcoin'], ['word', 'spam']];
const THEIR_PRIVATE = [['p', 'c'.repeat(64)], ['word', 'wire transfer']];

function Mutes() {
  return (
    <>
      <MutesSync />
      <MuteButton pubkey={SELLER} name="Sam" />
      <MutedScreen />
    </>
  );
}

/** Renders once the store is on the signed-in user's list (not the previous test's account). */
async function renderMutes(relayUrl: string): Promise<void> {
  renderScreen(<Mutes />, { relayUrl });
  await waitFor(() => expect(muteStore.getState()).toMatchObject({ mode: 'account', status: 'loading' }));
}

function taggedBitcoin(): NostrEvent {
  return { id: 'a'.repeat(64), pubkey: SELLER, kind: KIND.listing, created_at: 1, tags: [['t', 'bitcoin']], content: '', sig: '' };
}

/** docs/product.md §2 Mute, docs/architecture.md §16: the mute list is written only from a complete read. */
describe('Mute seller with one of the user’s relays slow, dead, or holding a list that does not decrypt', () => {
  it('waits for the slow relay and keeps every item it held (public, private, another client’s)', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      const theirs = await scenario.publishOnSlowRelay({ kind: KIND.muteList, tags: THEIR_PUBLIC, content: scenario.encryptToSelf(JSON.stringify(THEIR_PRIVATE)) });
      await renderMutes(scenario.fast.url);
      await userEvent.click(await screen.findByRole('button', { name: 'Mute seller' }));
      await scenario.slowRelayHeld();
      expect(await scenario.newestOnFast(KIND.muteList)).toBeUndefined();
      scenario.releaseSlowRelay();

      await expect.poll(() => scenario.newestOnFast(KIND.muteList), { timeout: 20_000, interval: 200 }).toBeDefined();
      const published = (await scenario.newestOnFast(KIND.muteList))!;
      expect(published.created_at).toBeGreaterThan(theirs.created_at);
      expect(published.tags).toEqual(THEIR_PUBLIC);
      expect(JSON.parse(scenario.decryptFromSelf(published.content))).toEqual([...THEIR_PRIVATE, ['p', SELLER]]);
      expect(await screen.findByRole('button', { name: 'Unmute' })).toBeInTheDocument();
      expect(await screen.findByText('"wire transfer"')).toBeInTheDocument();
    } finally {
      await scenario.close();
    }
  }, 60_000);

  it("mutes a word typed on the Muted screen, privately, and says why a word cannot be muted without losing it", async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      await scenario.publishOnSlowRelay({ kind: KIND.muteList, tags: THEIR_PUBLIC, content: scenario.encryptToSelf(JSON.stringify(THEIR_PRIVATE)) });
      scenario.releaseSlowRelay();
      await renderMutes(scenario.fast.url);
      const input = await screen.findByLabelText('Mute a word or phrase', {}, { timeout: 20_000 });
      await userEvent.type(input, '!!!');
      await userEvent.click(screen.getByRole('button', { name: 'Mute word' }));
      expect(await screen.findByText('Type letters or digits: punctuation alone matches nothing.')).toBeInTheDocument();
      expect(input).toHaveValue('!!!');

      await userEvent.clear(input);
      await userEvent.type(input, 'Replica');
      await userEvent.click(screen.getByRole('button', { name: 'Mute word' }));
      await expect.poll(() => scenario.newestOnFast(KIND.muteList), { timeout: 20_000, interval: 200 }).toBeDefined();
      const published = (await scenario.newestOnFast(KIND.muteList))!;
      expect(published.tags).toEqual(THEIR_PUBLIC);
      expect(JSON.parse(scenario.decryptFromSelf(published.content))).toEqual([...THEIR_PRIVATE, ['word', 'replica']]);
      expect(await screen.findByText('"replica"')).toBeInTheDocument();
      await waitFor(() => expect(input).toHaveValue(''));
    } finally {
      await scenario.close();
    }
  }, 60_000);

  it('publishes nothing while a relay stays silent, says so, and leaves the seller unmuted', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      await renderMutes(scenario.fast.url);
      await userEvent.click(await screen.findByRole('button', { name: 'Mute seller' }));
      expect(await screen.findByText('Sam was not muted', {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getAllByText(/Your mutes could not be loaded from all your relays/).length).toBeGreaterThan(0);
      expect(await scenario.newestOnFast(KIND.muteList)).toBeUndefined();
      expect(scenario.eventsSentToDeadRelay()).toEqual([]);
      expect(screen.getByRole('button', { name: 'Mute seller' })).toBeInTheDocument();
    } finally {
      await scenario.close();
    }
  }, 60_000);

  it('never rewrites a list that does not decrypt, says so on the Muted screen, and still applies its public items', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      await scenario.publishOnSlowRelay({ kind: KIND.muteList, tags: THEIR_PUBLIC, content: 'not-a-ciphertext' });
      scenario.releaseSlowRelay();
      await renderMutes(scenario.fast.url);
      expect(await screen.findByText(/Your mutes could not be read/, {}, { timeout: 30_000 })).toBeInTheDocument();
      await waitFor(() => expect(eventStore.isMuted(taggedBitcoin())).toBe(true));

      await userEvent.click(screen.getByRole('button', { name: 'Mute seller' }));
      expect(await screen.findByText('Sam was not muted')).toBeInTheDocument();
      expect(await scenario.newestOnFast(KIND.muteList)).toBeUndefined();
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
