import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { signIn } from '@/test/sign-in';

import { startHoldingProxy } from '@testing/holding-proxy';
import { newKeys, publishEvents, queryEvents } from '@testing/test-relay';
import { signedComment, signedListing } from '@testing/comment-fixtures';
import { renderWithApp } from '../test-support/render-comments';
import { CommentsSection } from './CommentsSection';

const relayUrl = inject('relayUrl');

// Publishing goes to the read relay plus the presets; here the presets are the test relay alone, so a post
// does not wait 5 s for public relays this machine cannot reach.
vi.mock('@/config/relays', async (importOriginal) => {
  const { inject: injectValue } = await import('vitest');
  const url = injectValue('relayUrl');
  return { ...(await importOriginal<object>()), PRESET_RELAYS: [{ name: 'Test', url }], DEFAULT_RELAY: url };
});

function composer(name: 'Your comment' | 'Your reply'): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
}

describe('CommentComposer against the relay', () => {
  it('posts a trimmed top-level comment and a reply with NIP-22 tags, then refreshes the thread', async () => {
    const seller = newKeys();
    const me = newKeys();
    const other = newKeys();
    const d = `car-${crypto.randomUUID()}`;
    const listingEvent = signedListing(seller, d);
    const coordinate = `${KIND.listing}:${seller.pubkey}:${d}`;
    const existing = signedComment(other, { pubkey: seller.pubkey, d }, 'Is it still available?');
    await publishEvents(relayUrl, [listingEvent, existing]);
    signIn(me);

    renderWithApp(<CommentsSection listing={{ pubkey: seller.pubkey, d, event: listingEvent }} />, relayUrl);
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();

    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await userEvent.type(composer('Your comment'), '   ');
    expect(post).toBeDisabled();
    await userEvent.type(composer('Your comment'), ' Nice car! ');
    expect(post).toBeEnabled();
    await userEvent.click(post);

    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(composer('Your comment').value).toBe('');
    expect(screen.getByText('Nice car!')).toBeInTheDocument();
    const [mine] = await queryEvents(relayUrl, { kinds: [KIND.comment], authors: [me.pubkey], '#A': [coordinate] });
    expect(mine?.content).toBe('Nice car!');
    expect(mine?.tags).toEqual([
      ['A', coordinate],
      ['K', String(KIND.listing)],
      ['P', seller.pubkey],
      ['a', coordinate],
      ['e', listingEvent.id],
      ['k', String(KIND.listing)],
      ['p', seller.pubkey],
    ]);

    const question = screen.getByText('Is it still available?').closest('article')!;
    await userEvent.click(within(question).getByRole('button', { name: 'Reply' }));
    const reply = composer('Your reply');
    await userEvent.type(reply, 'Yes, it is.');
    await userEvent.click(within(question).getByRole('button', { name: 'Post Reply' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    expect(within(question).getByText('Yes, it is.')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: '1 reply' })).toHaveAttribute('aria-expanded', 'true');
    const replies = await queryEvents(relayUrl, { kinds: [KIND.comment], authors: [me.pubkey], '#e': [existing.id] });
    expect(replies.map((event) => event.tags)).toEqual([
      [
        ['A', coordinate],
        ['K', String(KIND.listing)],
        ['P', seller.pubkey],
        ['e', existing.id],
        ['k', String(KIND.comment)],
        ['p', other.pubkey],
      ],
    ]);
  });

  it("shows 'Posting...' with the inputs disabled while publishing", async () => {
    // The relay's OK is held back until the test has seen the state (docs/architecture.md §13): 'Posting...'
    // lasts until the test releases it, whatever the machine.
    const proxy = await startHoldingProxy(relayUrl, (message) => message[0] === 'OK');
    try {
      const seller = newKeys();
      const me = newKeys();
      signIn(me);
      const d = `car-${crypto.randomUUID()}`;
      renderWithApp(<CommentsSection root={{ type: 'address', kind: KIND.listing, pubkey: seller.pubkey, d }} />, proxy.url);
      await screen.findByText('No comments yet');
      await userEvent.type(composer('Your comment'), 'Quick question');
      await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

      const [, heldId] = await proxy.held();
      expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
      expect(composer('Your comment')).toBeDisabled();
      expect(composer('Your comment').value).toBe('Quick question');
      expect(screen.queryByText('No comments yet')).toBeInTheDocument();

      proxy.release();
      expect(await screen.findByRole('button', { name: 'Post Comment' })).toBeDisabled();
      expect(composer('Your comment')).toBeEnabled();
      expect(composer('Your comment').value).toBe('');
      expect(await screen.findByText('Quick question')).toBeInTheDocument();
      const [posted] = await queryEvents(relayUrl, { kinds: [KIND.comment], authors: [me.pubkey] });
      expect(posted?.id).toBe(heldId);
    } finally {
      await proxy.close();
    }
  });
});
