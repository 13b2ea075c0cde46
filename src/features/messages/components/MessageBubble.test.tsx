import { screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';

import { ListingReference } from '@/features/listing-card/public';
import { naddrUriOf } from '@/nostr/chat-message';
import { listingAddress } from '@/nostr/listing-address';
import { renderScreen } from '@/test/render-screen';

import { signedListing } from '@testing/listing-fixtures';
import { newKeys, publishEvents } from '@testing/test-relay';

import type { ChatMessage } from '../api/message-types';
import { MessageBubble } from './MessageBubble';
import type { RenderAbout } from './render-about';

const renderAbout: RenderAbout = (about) => <ListingReference address={about.address} relay={about.relay} subject={about.subject} />;

function message(fields: Partial<ChatMessage> & Pick<ChatMessage, 'content'>): ChatMessage {
  return { id: 'a'.repeat(64), from: 'b'.repeat(64), to: 'c'.repeat(64), createdAt: Math.floor(Date.now() / 1000), mine: false, ...fields };
}

/** docs/product.md §2 Messages: the car a message is about is a card, not a line of bech32. */
describe('a message about a car', () => {
  it('shows the car as a card with photo, title, price and link, and no naddr in the text', async () => {
    const seller = newKeys();
    await publishEvents(inject('relayUrl'), [signedListing(seller, { d: 'bubble-civic', title: '2017 Honda Civic EX', price: ['14500', 'EUR'] })]);
    const address = listingAddress({ pubkey: seller.pubkey, d: 'bubble-civic' });
    const uri = naddrUriOf({ address })!;
    renderScreen(
      <MessageBubble
        message={message({ content: `Hi! Is your 2017 Honda Civic EX still available?\n\n${uri}`, subject: '2017 Honda Civic EX', about: { address } })}
        renderAbout={renderAbout}
      />,
    );
    const card = await screen.findByTestId('listing-reference');
    expect(card.getAttribute('href')).toMatch(/^\/listing\/bubble-civic\?seller=npub1/);
    await screen.findByText('EUR 14,500');
    expect(card).toHaveTextContent('2017 Honda Civic EX');
    expect(screen.getByText('Hi! Is your 2017 Honda Civic EX still available?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-message').textContent).not.toMatch(/naddr1/);
  });

  it('shows a card for a listing link another client wrote without an a tag; other text stays as written', async () => {
    const address = listingAddress({ pubkey: newKeys().pubkey, d: 'elsewhere' });
    const uri = naddrUriOf({ address })!;
    renderScreen(<MessageBubble message={message({ content: `What about this one? ${uri}` })} renderAbout={renderAbout} />);
    expect(await screen.findByTestId('listing-reference')).toHaveTextContent('Listing');
    expect(screen.getByText('What about this one?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-message').textContent).not.toMatch(/naddr1/);
  });
});
