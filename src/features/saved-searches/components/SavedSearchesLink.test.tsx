import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';

// The check itself (the store, the relay counts) is not what is tested here: whether it is loaded at all is.
vi.mock('./NewMatchesCheck', () => ({ NewMatchesCheck: () => <span data-testid="new-matches-check" /> }));

/** "The main content was shown" and the presence flag are per page load: each test imports them afresh. */
async function renderLink() {
  vi.resetModules();
  const { markFirstContentShown, firstContentShown } = await import('@/lib/first-content');
  const { CurrentUserContext } = await import('@/features/session/public');
  const { SavedSearchesLink } = await import('./SavedSearchesLink');
  const { storedSearchesPresence } = await import('../stored-searches-presence');
  render(
    <CurrentUserContext value={{ user: undefined, users: [] }}>
      <MemoryRouter>
        <SavedSearchesLink />
      </MemoryRouter>
    </CurrentUserContext>,
  );
  act(() => markFirstContentShown());
  // The deferred parts start loading once this resolves.
  await act(() => firstContentShown);
  return { storedSearchesPresence };
}

afterEach(() => localStorage.clear());

describe('SavedSearchesLink', () => {
  it('links to the saved searches at once, and loads no check for a visitor who has none', async () => {
    await renderLink();
    expect(screen.getByRole('link', { name: 'Saved searches' }).getAttribute('href')).toBe('/saved');
    // A mocked import resolves within a few tasks: the check loads in that time when it is wanted (below).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('new-matches-check')).toBeNull();
  });

  it('loads the check where this browser holds saved searches', async () => {
    localStorage.setItem(STORAGE_KEYS.savedSearches, '{"searches":[]}');
    await renderLink();
    expect(await screen.findByTestId('new-matches-check')).toBeTruthy();
  });

  it('loads the check once a search is saved on this visit', async () => {
    const { storedSearchesPresence } = await renderLink();
    expect(screen.queryByTestId('new-matches-check')).toBeNull();
    act(() => storedSearchesPresence.set(true));
    expect(await screen.findByTestId('new-matches-check')).toBeTruthy();
  });
});
