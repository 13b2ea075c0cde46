import { screen } from '@testing-library/react';
import { nip19 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { renderWithApp } from '../test-support/render-comments';
import { NoteContent } from './NoteContent';

const relayUrl = inject('relayUrl');

describe('NoteContent', () => {
  it('links URLs, hashtags and mentions, and leaves everything else as plain text', async () => {
    const alice = newKeys();
    await publishEvents(relayUrl, [signProfile(alice, { name: 'Alice Example' })]);
    const npub = nip19.npubEncode(alice.pubkey);
    const note = nip19.noteEncode('a'.repeat(64));
    const content = [
      'See https://example.com/car?id=1, then #Toyota and #4x4!',
      `Ask nostr:${npub} or read nostr:${note}.`,
      'Not links: javascript:alert(1) nostr:npub1invalid <b>bold</b> C# 1#2',
    ].join('\n');
    const { container } = renderWithApp(<NoteContent content={content} />, relayUrl);

    const url = await screen.findByRole('link', { name: 'https://example.com/car?id=1' });
    expect(url).toHaveAttribute('href', 'https://example.com/car?id=1');
    expect(url).toHaveAttribute('target', '_blank');
    expect(url).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: '#Toyota' })).toHaveAttribute('href', '/t/Toyota');
    expect(screen.getByRole('link', { name: '#4x4' })).toHaveAttribute('href', '/t/4x4');
    expect(await screen.findByRole('link', { name: '@Alice Example' })).toHaveAttribute('href', `/${npub}`);
    expect(screen.getByRole('link', { name: `${note.slice(0, 12)}…${note.slice(-4)}` })).toHaveAttribute('href', `/${note}`);

    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(container.querySelector('b')).toBeNull();
    const root = container.querySelector('.whitespace-pre-wrap');
    expect(root?.textContent).toBe(content.replace(`nostr:${npub}`, '@Alice Example').replace(`nostr:${note}`, `${note.slice(0, 12)}…${note.slice(-4)}`));
  });

  it('shows the fallback name for a mentioned profile that has none and encodes odd hashtags', async () => {
    const nobody = newKeys();
    const nprofile = nip19.nprofileEncode({ pubkey: nobody.pubkey, relays: [] });
    renderWithApp(<NoteContent content={`Hi nostr:${nprofile} #café`} />, relayUrl);
    const mention = await screen.findByRole('link', { name: /^@\w+ \w+$/ });
    expect(mention).toHaveAttribute('href', `/${nprofile}`);
    expect(screen.getByRole('link', { name: '#café' })).toHaveAttribute('href', `/t/${encodeURIComponent('café')}`);
  });
});
