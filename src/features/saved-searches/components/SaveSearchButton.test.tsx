import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ListingBrowser } from '@/features/browse/public';
import { renderScreen } from '@/test/render-screen';

import { SaveSearchButton } from './SaveSearchButton';

describe('Save search next to the search box', () => {
  it('takes the search the grid shows, also text typed a moment ago that the URL does not have yet', { timeout: 60_000 }, async () => {
    const { router } = renderScreen({ '/': <ListingBrowser searchActions={<SaveSearchButton />} /> });
    const save = await screen.findByRole('button', { name: 'Save search' });
    // Once, so the dialog's code is loaded and the next one opens in the same render as the tap. The first
    // load transforms the dialog's modules on demand, so it gets a wider bound than the suite's usual one.
    await userEvent.click(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 30_000 }));

    const search = screen.getByPlaceholderText('Search cars by make, model, year...');
    await userEvent.type(search, 'golf gti');
    // A tap right after typing: on a phone the box's blur (which writes the URL, in a background render) and
    // the tap's click come in one go, before React has rendered the new URL.
    act(() => {
      fireEvent.blur(search);
      fireEvent.click(save);
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('golf gti');
    expect(screen.getByRole('dialog', { name: 'Save search' })).toHaveTextContent('“golf gti”');
    // The URL catches up on its own.
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('golf gti');
  });
});
