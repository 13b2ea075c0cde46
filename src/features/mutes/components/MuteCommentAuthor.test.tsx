import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { CommentsSection } from '@/features/comments/public';
import { renderWithApp } from '@/features/comments/test-support/render-comments';
import { startOwnListScenario } from '@/test/own-list-relays';

import { signedComment } from '@testing/comment-fixtures';
import { newKeys, publishEvents, signEvent } from '@testing/test-relay';

import { muteStore } from '../mute-store';
import { MutesSync } from './MutesSync';

/** docs/product.md §2 Mute: 'Mute {name}' in a comment's '…' menu; never on one's own comment. */
describe("'Mute {name}' in a comment's menu", () => {
  it("hides the author's comments from the thread and adds them to the list privately; one's own comment has no such item", async () => {
    const scenario = await startOwnListScenario('slow');
    scenario.releaseSlowRelay();
    try {
      const author = newKeys();
      const listing = { pubkey: newKeys().pubkey, d: `car-${crypto.randomUUID()}` };
      await publishEvents(scenario.fast.url, [
        signEvent(author, { kind: KIND.profile, content: JSON.stringify({ name: 'Loud Larry' }) }),
        signedComment(author, listing, 'Buy my other car instead'),
        signedComment(scenario.user, listing, 'Is it still for sale?'),
      ]);
      renderWithApp(
        <>
          <MutesSync />
          <CommentsSection root={{ type: 'address', kind: KIND.listing, pubkey: listing.pubkey, d: listing.d }} />
        </>,
        scenario.fast.url,
      );
      await waitFor(() => expect(muteStore.getState()).toMatchObject({ mode: 'account', status: 'ready' }), { timeout: 20_000 });

      const mine = (await screen.findByText('Is it still for sale?')).closest('article')!;
      await userEvent.click(within(mine).getByRole('button', { name: 'Comment options' }));
      await screen.findByRole('menuitem', { name: 'Copy text' });
      expect(screen.queryByRole('menuitem', { name: /^Mute / })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');

      const theirs = (await screen.findByText('Buy my other car instead')).closest('article')!;
      await userEvent.click(within(theirs).getByRole('button', { name: 'Comment options' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Mute Loud Larry' }));
      await waitFor(() => expect(screen.queryByText('Buy my other car instead')).not.toBeInTheDocument());
      expect(screen.getByText('Is it still for sale?')).toBeInTheDocument();

      await expect.poll(() => scenario.newestOnFast(KIND.muteList), { timeout: 20_000, interval: 200 }).toBeDefined();
      const published = (await scenario.newestOnFast(KIND.muteList))!;
      expect(published.tags).toEqual([]);
      expect(JSON.parse(scenario.decryptFromSelf(published.content))).toEqual([['p', author.pubkey]]);
    } finally {
      await scenario.close();
    }
  }, 60_000);
});
