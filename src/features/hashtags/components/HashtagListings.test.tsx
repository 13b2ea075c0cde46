import { NRelay1, type NostrEvent } from '@nostrify/nostrify';
import { render, screen, within } from '@testing-library/react';
import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, inject, it } from 'vitest';

import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { HashtagPage } from '@/pages/HashtagPage';

const relayUrl = inject('relayUrl');

async function publishToRelay(url: string, events: readonly NostrEvent[]): Promise<void> {
  const relay = new NRelay1(url, { backoff: false, idleTimeout: false });
  try {
    for (const event of events) await relay.event(event, { signal: AbortSignal.timeout(10_000) });
  } finally {
    await relay.close();
  }
}

function renderTag(path: string) {
  const router = createMemoryRouter([{ path: '/t/:tag', element: <HashtagPage /> }], { initialEntries: [path] });
  return render(
    <Providers queryClient={createQueryClient()} initialConfig={{ theme: 'light', relayUrl }}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

function listing(secretKey: Uint8Array, title: string, tags: string[], createdAt = Math.floor(Date.now() / 1000)) {
  return finalizeEvent(
    {
      kind: 30402,
      created_at: createdAt,
      content: '',
      tags: [['d', crypto.randomUUID()], ['title', title], ['price', '1000', 'USD'], ...tags.map((tag) => ['t', tag])],
    },
    secretKey,
  );
}

describe('HashtagPage', () => {
  it('lists the valid car listings carrying the tag in any case, newest first', async () => {
    const tag = `make${crypto.randomUUID().slice(0, 8)}`;
    const seller = generateSecretKey();
    const now = Math.floor(Date.now() / 1000);
    await publishToRelay(relayUrl, [
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

  it("shows six skeleton cards, then 'No cars found' for a tag nobody uses", async () => {
    renderTag(`/t/${encodeURIComponent('nothing here')}`);
    expect(await screen.findAllByTestId('listing-skeleton')).toHaveLength(6);
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
    expect(screen.getByText('No listings on this relay are tagged #nothing here yet.')).toBeInTheDocument();
  });
});
