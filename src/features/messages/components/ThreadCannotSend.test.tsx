import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { newKeys, publishEvents, signEvent, startTestRelay, type TestKeys } from '@testing/test-relay';
import { KIND } from '@/config/constants';
import { MessagesRoute } from '@/pages/MessagesPage';
import { renderScreen } from '@/test/render-screen';
import { signIn } from '@/test/sign-in';

/**
 * A conversation whose message cannot go (docs/product.md §2 Messages): to someone without a DM relay list the
 * thread says why and Send stays off; a send no relay of the peer takes keeps the text, says why and offers
 * Retry. The browser keeps the draft that survives a real reload (e2e/messages.e2e.ts).
 */

const relayUrl = inject('relayUrl');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function dmRelays(keys: TestKeys, relay: string): Promise<void> {
  await publishEvents(relayUrl, [signEvent(keys, { kind: KIND.dmRelayList, tags: [['relay', relay]], content: '' })]);
}

/** The signed-in account (with a DM relay list of its own, so nothing is made for it) on its thread with `peer`. */
async function openThreadWith(peer: TestKeys): Promise<void> {
  const me = newKeys();
  await dmRelays(me, relayUrl);
  signIn(me);
  renderScreen({ '/messages/:person': <MessagesRoute /> }, { path: `/messages/${nip19.npubEncode(peer.pubkey)}` });
}

function composer(): HTMLTextAreaElement {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

describe('a thread whose message cannot go', () => {
  it('to someone without a DM relay list says why, and Send stays off with text typed', async () => {
    await openThreadWith(newKeys());
    await screen.findByTestId('peer-unreachable', undefined, { timeout: 10_000 });
    await userEvent.type(composer(), 'Hello?');
    expect(composer().value).toBe('Hello?');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });

  it("keeps the text, says why and offers Retry when the peer's only DM relay is down", async () => {
    const closed = await startTestRelay();
    const down = closed.url;
    await closed.close();
    const peer = newKeys();
    await dmRelays(peer, down);
    await openThreadWith(peer);
    const send = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send' }, { timeout: 10_000 });
    await userEvent.type(composer(), 'Are you there?');
    await waitFor(() => expect(send.disabled).toBe(false), { timeout: 10_000 });
    await userEvent.click(send);
    await screen.findByRole('button', { name: 'Retry' }, { timeout: 30_000 });
    expect(screen.getByRole('alert').textContent).toMatch(/^Your message could not be delivered/);
    expect(composer().value).toBe('Are you there?');
    expect(screen.queryAllByTestId('chat-message')).toEqual([]);
  });
});
