import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { nip17, nip19, type NostrEvent } from 'nostr-tools';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';

import { newKeys, publishEvents, signEvent, TestClient } from '@testing/test-relay';
import { KIND } from '@/config/constants';
import { MessagesRoute } from '@/pages/MessagesPage';
import { renderScreen } from '@/test/render-screen';
import { signIn } from '@/test/sign-in';

import { DROPPED_MARK, DUPLICATE_TEXT, hostileMessageWraps } from '../../../../e2e/fixtures/hostile-messages';
import { MessagesLink } from './MessagesLink';

/**
 * Hostile gift wraps on the screens (docs/product.md §2 Messages, docs/architecture.md §18 Private messages):
 * the inbox and the header's count show an honest buyer's message and the attacker's inert ones (a duplicate
 * once), never a dropped wrap; in the attacker's thread markup is text and no link runs script. The browser
 * keeps the journey around them (e2e/messages.e2e.ts); the store's own checks are inbox-store.integration.test.ts.
 */

const relayUrl = inject('relayUrl');
const PWNED_FLAG = '__dmPwned';

// happy-dom lays nothing out: the thread's windowed list gets the size a browser would give it, so it shows rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function clientHeight(this: HTMLElement) {
    return this.dataset.testid === 'thread-messages' ? 800 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function clientWidth(this: HTMLElement) {
    return this.dataset.testid === 'thread-messages' ? 600 : 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  localStorage.clear();
});

/** Publishes each wrap, ignoring refusals: the relay refuses some hostile wraps (a bad id) outright. */
async function deliverWhatTheRelayTakes(events: readonly NostrEvent[]): Promise<void> {
  const client = await TestClient.connect(relayUrl);
  try {
    for (const event of events) await client.publish(event, 10_000);
  } finally {
    await client.close();
  }
}

function screens() {
  return {
    '/messages': (
      <>
        <MessagesLink />
        <MessagesRoute />
      </>
    ),
    '/messages/:person': <MessagesRoute />,
  };
}

describe('hostile gift wraps in the inbox', () => {
  it('show the honest message and the inert ones as text, once, and none of the dropped', async () => {
    const [seller, buyer] = [newKeys(), newKeys()];
    await publishEvents(relayUrl, [signEvent(seller, { kind: KIND.dmRelayList, tags: [['relay', relayUrl]], content: '' })]);
    const hostile = hostileMessageWraps(seller.pubkey, buyer.pubkey);
    await deliverWhatTheRelayTakes([...hostile.wraps.map((entry) => entry.wrap), nip17.wrapEvent(buyer.secretKey, { publicKey: seller.pubkey }, 'Is it still for sale?')]);
    signIn(seller);

    const view = renderScreen(screens(), { path: '/messages' });
    // The buyer's question and the attacker's two inert messages (the duplicate counts once).
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy(), { timeout: 15_000 });
    const rows = await screen.findAllByTestId('conversation');
    expect(rows).toHaveLength(2);
    expect(view.container.textContent).not.toContain(DROPPED_MARK);
    const attackerRow = rows.find((row) => !row.textContent?.includes('Is it still for sale?'));
    expect(within(attackerRow!).getByTestId('conversation-unread').textContent).toBe('2');
    cleanup();

    // The attacker's thread: the markup shown as text, the duplicate once, no script link, nothing ran.
    renderScreen(screens(), { path: `/messages/${nip19.npubEncode(hostile.attacker)}` });
    await screen.findByText(/<script>window\.__dmPwned=1<\/script>/, undefined, { timeout: 15_000 });
    const messages = screen.getAllByTestId('chat-message');
    expect(messages.filter((message) => message.textContent?.includes(DUPLICATE_TEXT))).toHaveLength(1);
    expect(messages.flatMap((message) => Array.from(message.querySelectorAll('script, img, b')))).toEqual([]);
    expect(messages.flatMap((message) => Array.from(message.querySelectorAll('a[href^="javascript:"]')))).toEqual([]);
    expect(document.body.textContent).not.toContain(DROPPED_MARK);
    expect(Reflect.get(window, PWNED_FLAG)).toBeUndefined();
  });
});
