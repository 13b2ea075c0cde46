import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import { markFirstContentShown } from '@/lib/first-content';
import { renderScreen } from '@/test/render-screen';
import { startOwnListScenario } from '@/test/own-list-relays';
import { signIn } from '@/test/sign-in';

import { newKeys } from '@testing/test-relay';

import { FollowButton } from './FollowButton';

// The dead relay never answers, so the edit ends when the app stops waiting for it: the product waits 15 s
// (TIMEOUTS.ownListRead); these tests wait 5 s: the live relay answers well within it, so the outcome is the same
// and only reached sooner.
vi.mock('@/config/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/constants')>();
  return { ...actual, TIMEOUTS: { ...actual.TIMEOUTS, ownListRead: 5_000 } };
});

const SELLER = newKeys().pubkey;
const OLD_FRIEND = newKeys().pubkey;
/** Another client's follow list: a follow with relay and petname, a hashtag it follows, and its relay JSON. */
const THEIR_TAGS = [['p', OLD_FRIEND, 'wss://relay.example.com', 'pal'], ['t', 'classics']];
const THEIR_CONTENT = JSON.stringify({ 'wss://relay.example.com': { read: true, write: true } });

/** docs/product.md §2 Web of trust; docs/architecture.md §16: the follow list is edited only from a complete read. */
describe('Follow', () => {
  it('waits for a slow relay and keeps every follow, tag and the content it held', async () => {
    const scenario = await startOwnListScenario('slow');
    try {
      await scenario.publishOnSlowRelay({ kind: KIND.contactList, tags: THEIR_TAGS, content: THEIR_CONTENT });
      act(() => markFirstContentShown());
      renderScreen(<FollowButton pubkey={SELLER} />, { relayUrl: scenario.fast.url });
      const follow = await screen.findByRole('button', { name: 'Follow' });
      // Enabled once the shown read gave up on the slow relay; the press reads every relay again.
      await expect.poll(() => follow.hasAttribute('disabled'), { timeout: 20_000 }).toBe(false);
      await userEvent.click(follow);
      await scenario.slowRelayHeld();
      expect(await scenario.newestOnFast(KIND.contactList)).toBeUndefined();
      scenario.releaseSlowRelay();

      expect(await screen.findByRole('button', { name: 'Unfollow' }, { timeout: 20_000 })).toBeInTheDocument();
      const published = (await scenario.newestOnFast(KIND.contactList))!;
      expect(published.content).toBe(THEIR_CONTENT);
      expect(published.tags.filter(([name]) => name !== 'client')).toEqual([...THEIR_TAGS, ['p', SELLER]]);
    } finally {
      await scenario.close();
    }
  }, 60_000);

  it('publishes nothing while one of the user’s relays stays silent, and says why', async () => {
    const scenario = await startOwnListScenario('dead');
    try {
      act(() => markFirstContentShown());
      renderScreen(<FollowButton pubkey={SELLER} />, { relayUrl: scenario.fast.url });
      const follow = await screen.findByRole('button', { name: 'Follow' });
      await expect.poll(() => follow.hasAttribute('disabled'), { timeout: 20_000 }).toBe(false);
      await userEvent.click(follow);
      expect(
        await screen.findByText(/^Your follow list could not be loaded from all your relays \(no answer from 127\.0\.0\.1:\d+\), so nothing was changed/, {}, { timeout: 40_000 }),
      ).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
      expect(await scenario.newestOnFast(KIND.contactList)).toBeUndefined();
      expect(scenario.eventsSentToDeadRelay()).toEqual([]);
    } finally {
      await scenario.close();
    }
  }, 60_000);

  it('asks a signed-out visitor to log in, and is not offered on one’s own profile', async () => {
    act(() => markFirstContentShown());
    const view = renderScreen(<FollowButton pubkey={SELLER} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to follow' })).toBeInTheDocument();
    view.unmount();

    const me = newKeys();
    signIn(me);
    renderScreen(
      <>
        <p>Own profile</p>
        <FollowButton pubkey={me.pubkey} />
      </>,
    );
    await screen.findByText('Own profile');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });
});
