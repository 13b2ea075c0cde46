import { configure, screen, waitFor, within } from '@testing-library/react';
import { nip19, type NostrEvent } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocketServer } from 'ws';

import { KIND } from '@/config/constants';
import { ListingPage } from '@/pages/ListingPage';
import { Nip19Page } from '@/pages/Nip19Page';
import { renderScreen } from '@/test/render-screen';

import { startHoldingProxy } from '@testing/holding-proxy';
import {
  newKeys,
  nowSeconds,
  publishEvents,
  signEvent,
  signProfile,
  startTestRelay,
  type RelayHandle,
  type TestKeys,
} from '@testing/test-relay';

const relayUrl = inject('relayUrl');
configure({ asyncUtilTimeout: 10_000 });
/** A relay the app does not read: only a link's hint or an author's NIP-65 list leads there. */
let elsewhere: RelayHandle;
/** Accepts connections and never answers a REQ: a relay that is up but stuck. */
let silent: WebSocketServer;
let silentUrl: string;
beforeAll(async () => {
  elsewhere = await startTestRelay();
  silent = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => silent.once('listening', resolve));
  const address = silent.address();
  silentUrl = typeof address === 'object' && address !== null ? `ws://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await elsewhere.close();
  for (const client of silent.clients) client.terminate();
  await new Promise((resolve) => silent.close(resolve));
});

function token(): string {
  return `zq${Math.random().toString(36).slice(2, 10)}`;
}

function renderIdentifier(identifier: string, readFrom?: string) {
  return renderScreen(
    { '/:nip19': <Nip19Page />, '/listing/:listingId': <ListingPage />, '/': <p>Home</p> },
    { path: `/${identifier}`, retry: false, relayUrl: readFrom },
  );
}

function carListing(seller: TestKeys, d: string, title: string): NostrEvent {
  return signEvent(seller, {
    kind: KIND.listing,
    content: 'One owner, full history.',
    tags: [['d', d], ['title', title], ['price', '9000', 'EUR'], ['t', 'car'], ['make', 'Toyota']],
  });
}

function listingComment(author: TestKeys, seller: TestKeys, d: string, content: string, parent?: NostrEvent): NostrEvent {
  const coordinate = `${KIND.listing}:${seller.pubkey}:${d}`;
  const parentTags = parent
    ? [['e', parent.id], ['k', String(KIND.comment)], ['p', parent.pubkey]]
    : [['a', coordinate], ['k', String(KIND.listing)], ['p', seller.pubkey]];
  return signEvent(author, { kind: KIND.comment, content, tags: [['A', coordinate], ['K', String(KIND.listing)], ['P', seller.pubkey], ...parentTags] });
}

describe('identifier pages: note, nevent and naddr', () => {
  it('shows a kind-1 note on the generic card: author, time, inert text with safe links', async () => {
    const author = newKeys();
    const name = `Nora ${token()}`;
    const mentioned = newKeys();
    const note = signEvent(author, {
      kind: 1,
      created_at: nowSeconds() - 7200,
      content: `Hello <script>alert(1)</script> see https://example.com/page. and javascript:alert(2) #trucks nostr:${nip19.npubEncode(mentioned.pubkey)}`,
    });
    await publishEvents(relayUrl, [signProfile(author, { name }), note]);

    // The relay's first answer is held back until the loading state has been seen (docs/architecture.md §13).
    const proxy = await startHoldingProxy(relayUrl, (message) => message[0] === 'EVENT' || message[0] === 'EOSE');
    try {
      renderIdentifier(nip19.neventEncode({ id: note.id, author: author.pubkey, kind: 1 }), proxy.url);
      await proxy.held();
      expect(await screen.findByTestId('nip19-screen')).toHaveAttribute('data-state', 'loading');
      expect(screen.getByText('Loading event...')).toBeInTheDocument();
      proxy.release();

      const card = await screen.findByRole('article');
      expect(card).toHaveAttribute('data-testid', 'nip19-screen');
      expect(card).toHaveAttribute('data-type', 'event');
      expect(within(card).getByTestId('event-kind')).toHaveTextContent('Note');
      expect(await within(card).findByRole('link', { name })).toHaveAttribute('href', `/${nip19.npubEncode(author.pubkey)}`);
      expect(within(card).getByText('2 hours ago')).toBeInTheDocument();

      const content = within(card).getByTestId('event-content');
      expect(content).toHaveTextContent('Hello <script>alert(1)</script> see');
      expect(content.querySelector('script')).toBeNull();
      expect(within(content).getByRole('link', { name: 'https://example.com/page' })).toHaveAttribute('href', 'https://example.com/page');
      expect(within(content).getByRole('link', { name: 'https://example.com/page' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(within(content).getByRole('link', { name: '#trucks' })).toHaveAttribute('href', '/t/trucks');
      expect(within(content).getByRole('link', { name: /^@/ })).toHaveAttribute('href', `/${nip19.npubEncode(mentioned.pubkey)}`);
      for (const link of content.querySelectorAll('a')) expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
      expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toContain('Event'));
    } finally {
      await proxy.close();
    }
  });

  it('opens the detail screen of a listing named by a note, and by an nevent whose only copy is on its hinted relay', async () => {
    const seller = newKeys();
    const d = `car-${token()}`;
    const listing = carListing(seller, d, `Noted Corolla ${d}`);
    await publishEvents(relayUrl, [listing]);

    const first = renderIdentifier(nip19.noteEncode(listing.id));
    expect(await screen.findByRole('heading', { level: 1, name: `Noted Corolla ${d}` })).toBeInTheDocument();
    // The listing opens in place: the shared link stays the URL.
    expect(first.router.state.location.pathname).toBe(`/${nip19.noteEncode(listing.id)}`);
    first.unmount();

    const hinted = carListing(seller, `car-${token()}`, 'Hinted Yaris');
    await publishEvents(elsewhere.url, [hinted]);
    renderIdentifier(nip19.neventEncode({ id: hinted.id, relays: [elsewhere.url], kind: KIND.listing }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hinted Yaris' })).toBeInTheDocument();
  });

  it("opens a comment's listing at the comment, replacing the identifier in the history", async () => {
    const seller = newKeys();
    const alice = newKeys();
    const d = `car-${token()}`;
    const listing = carListing(seller, d, 'Commented Civic');
    const question = listingComment(alice, seller, d, 'Is the clutch new?');
    const answer = listingComment(seller, seller, d, 'Yes, last spring.', question);
    await publishEvents(relayUrl, [listing, question, answer]);

    const { router } = renderIdentifier(nip19.neventEncode({ id: answer.id, relays: [], kind: KIND.comment }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listing/${d}`));
    expect(router.state.location.search).toBe(`?seller=${nip19.npubEncode(seller.pubkey)}`);
    expect(router.state.location.hash).toBe(`#comment-${answer.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commented Civic' })).toBeInTheDocument();
    expect(await screen.findByText('Yes, last spring.')).toBeInTheDocument();
  });

  it('shows the event as soon as one relay has it: a stuck hinted relay does not hold it back', async () => {
    const author = newKeys();
    const note = signEvent(author, { kind: 1, content: 'Here at once' });
    await publishEvents(relayUrl, [note]);

    const started = performance.now();
    renderIdentifier(nip19.neventEncode({ id: note.id, relays: [silentUrl] }));
    expect(await screen.findByText('Here at once')).toBeInTheDocument();
    // Waiting for the stuck relay to give up takes 2.5 s or more; the first copy ends the search at once.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("shows 'Event not found' for an id no relay has, with the way back", async () => {
    renderIdentifier(nip19.noteEncode('0'.repeat(63) + '1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByTestId('nip19-screen')).toHaveAttribute('data-state', 'missing');
    expect(screen.getByTestId('nip19-screen')).toHaveAttribute('data-type', 'note');
    expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/');
  });

  it('refuses an nevent that names another author or kind than the event has', async () => {
    const author = newKeys();
    const note = signEvent(author, { kind: 1, content: 'Genuine words' });
    await publishEvents(relayUrl, [note]);

    const first = renderIdentifier(nip19.neventEncode({ id: note.id, author: newKeys().pubkey }));
    expect(await screen.findByText('The link names a different author or kind than the event it points to.')).toBeInTheDocument();
    expect(screen.queryByText('Genuine words')).not.toBeInTheDocument();
    first.unmount();

    renderIdentifier(nip19.neventEncode({ id: note.id, kind: KIND.listing }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
  });

  it('treats an event its author deleted as not found; a deletion by someone else changes nothing', async () => {
    const author = newKeys();
    const deleted = signEvent(author, { kind: 1, content: 'Regrettable' });
    const kept = signEvent(author, { kind: 1, content: 'Still here' });
    await publishEvents(relayUrl, [
      deleted,
      kept,
      signEvent(author, { kind: KIND.deletion, tags: [['e', deleted.id]] }),
      signEvent(newKeys(), { kind: KIND.deletion, tags: [['e', kept.id]] }),
    ]);

    const first = renderIdentifier(nip19.noteEncode(deleted.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    first.unmount();
    renderIdentifier(nip19.noteEncode(kept.id));
    expect(await screen.findByText('Still here')).toBeInTheDocument();
  });

  it('shows a non-listing naddr (an article) on the generic card, newest version, through its hint', async () => {
    const author = newKeys();
    const d = `post-${token()}`;
    const older = signEvent(author, { kind: 30023, created_at: nowSeconds() - 100, content: 'Old draft', tags: [['d', d], ['title', 'Old title']] });
    const newer = signEvent(author, { kind: 30023, content: 'Long read about cars.', tags: [['d', d], ['title', 'Why I sold my car']] });
    await publishEvents(elsewhere.url, [older, newer]);

    renderIdentifier(nip19.naddrEncode({ kind: 30023, pubkey: author.pubkey, identifier: d, relays: [elsewhere.url] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why I sold my car' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-type', 'address');
    expect(within(card).getByTestId('event-kind')).toHaveTextContent('Article');
    expect(within(card).getByText('Long read about cars.')).toBeInTheDocument();
    expect(within(card).queryByText('Old draft')).not.toBeInTheDocument();
  });

  it("shows 'Event not found' for an naddr nobody published", async () => {
    renderIdentifier(nip19.naddrEncode({ kind: 30023, pubkey: newKeys().pubkey, identifier: 'nothing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByTestId('nip19-screen')).toHaveAttribute('data-type', 'address');
  });

  it('finds an event on the author’s NIP-65 write relays when the read relays lack it', async () => {
    const author = newKeys();
    const note = signEvent(author, { kind: 1, content: 'Only in my outbox' });
    await publishEvents(relayUrl, [signEvent(author, { kind: KIND.relayList, tags: [['r', elsewhere.url, 'write']] })]);
    await publishEvents(elsewhere.url, [note]);

    renderIdentifier(nip19.neventEncode({ id: note.id, author: author.pubkey }));
    expect(await screen.findByText('Only in my outbox')).toBeInTheDocument();
  });

  it('renders hostile events inert and cut: huge text, markup, an unknown kind, an over-long title', async () => {
    const author = newKeys();
    const huge = signEvent(author, {
      kind: 4242,
      // As large as the limits on relay data let through (docs/architecture.md §5): 85 000 characters of content.
      content: `<img src=x onerror=alert(1)>\n${'line of text\n'.repeat(2_500)}${'x'.repeat(52_000)}`,
      tags: [['title', 'T'.repeat(10_000)]],
    });
    await publishEvents(relayUrl, [huge]);

    renderIdentifier(nip19.noteEncode(huge.id));
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('event-kind')).toHaveTextContent('Kind 4242');
    expect(within(card).getByRole('heading', { level: 1 }).textContent).toHaveLength(200);
    const content = within(card).getByTestId('event-content');
    expect(content.querySelector('img')).toBeNull();
    expect(content).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(content.textContent!.length).toBeLessThan(5_002);
    expect(content.textContent!.split('\n').length).toBeLessThanOrEqual(80);
    expect(within(card).getByText('Only the beginning of this event is shown.')).toBeInTheDocument();
  });
});
