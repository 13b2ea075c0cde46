import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '@/test/render-screen';
import { signIn } from '@/test/sign-in';

import { newKeys } from '@testing/test-relay';

import { FollowButtonSlot } from './deferred-web-of-trust';

afterEach(() => {
  localStorage.clear();
});

/** The follow button's place before its code is in (src/lib/after-first-content.tsx): the buttons beside it stay put. */
describe('the follow button’s placeholder', () => {
  it('looks like Follow and does nothing: hidden from assistive tech, not a button', () => {
    renderScreen(<FollowButtonSlot pubkey={newKeys().pubkey} />);
    const slot = screen.getByText('Follow').closest('[aria-hidden="true"]');
    expect(slot).not.toBeNull();
    expect(slot?.closest('button, a, [tabindex]')).toBeNull();
    expect(slot?.querySelector('button, a, [tabindex]')).toBeNull();
    expect(screen.queryByRole('button', { name: /follow/i })).toBeNull();
  });

  it('takes no place on one’s own profile, where the button is not shown either', () => {
    const me = newKeys();
    signIn(me);
    renderScreen(<FollowButtonSlot pubkey={me.pubkey} />);
    expect(screen.queryByText('Follow')).toBeNull();
  });
});
