import { act, screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';

import { KIND } from '@/config/constants';
import { eventStore } from '@/features/relay/public';
import { muteRuleOf } from '@/nostr/mute-rule';
import { HashtagPage } from '@/pages/HashtagPage';
import { renderScreen } from '@/test/render-screen';

import { newKeys, nowSeconds, publishEvents, signEvent, type TestKeys } from '@testing/test-relay';

const relayUrl = inject('relayUrl');

function renderTag(path: string) {
  return renderScreen({ '/t/:tag': <HashtagPage /> }, { path });
}

function listing(seller: TestKeys, title: string, tags: string[], createdAt = nowSeconds()) {
  return signEvent(seller, {
    kind: KIND.listing,
    created_at: createdAt,
    content: '',
    tags: [['d', crypto.randomUUID()], ['title', title], ['price', '1000', 'USD'], ...tags.map((tag) => ['t', tag])],
  });
}

describe('HashtagPage', () => {
  it('lists the valid car listings carrying the tag in any case, newest first', async () => {
    const tag = `make${crypto.randomUUID().slice(0, 8)}`;
    const seller = newKeys();
    const now = Math.floor(Date.now() / 1000);
    await publishEvents(relayUrl, [
      listing(seller, 'Older tagged car', ['car', tag], now - 60),
      listing(seller, 'Newer capitalised tag', ['automobile', `${tag[0]!.toUpperCase()}${tag.slice(1)}`], now),
      listing(seller, 'Untagged car', ['car']),
      listing(seller, 'Not a car', [tag]),
    ]);

    renderTag(`/t/${tag}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(tag);
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    const titles = screen.getAllByTestId('listing-card').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Newer capitalised tag', 'Older tagged car']);
    expect(document.title).toContain(`#${tag}`);
  });

  it("drops a seller's cars when the user mutes them after the read (the page follows the event store)", async () => {
    const tag = `mute${crypto.randomUUID().slice(0, 8)}`;
    const [muted, kept] = [newKeys(), newKeys()];
    await publishEvents(relayUrl, [listing(muted, 'Car of a muted seller', ['car', tag]), listing(kept, 'Car of another seller', ['car', tag])]);

    renderTag(`/t/${tag}`);
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    act(() => eventStore.setMuteRule(muteRuleOf([{ type: 'pubkey', value: muted.pubkey, private: true }])));
    try {
      expect(await screen.findByText('1 car found')).toBeInTheDocument();
      expect(screen.getAllByTestId('listing-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Car of another seller']);
    } finally {
      act(() => eventStore.setMuteRule(undefined));
    }
  });

  it("shows six skeleton cards, then 'No cars found' for a tag nobody uses", async () => {
    renderTag(`/t/${encodeURIComponent('nothing here')}`);
    expect(await screen.findAllByTestId('listing-skeleton')).toHaveLength(6);
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
    expect(screen.getByText('No listings on this relay are tagged #nothing here yet.')).toBeInTheDocument();
  });
});
