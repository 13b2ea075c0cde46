import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { ListingForm } from './ListingForm';

function renderForm() {
  return renderScreen(<ListingForm />);
}

function storedDraft(): unknown {
  const raw = localStorage.getItem(STORAGE_KEYS.listingDraft);
  return raw === null ? null : JSON.parse(raw);
}

describe('ListingForm', () => {
  it('links each message to its field through aria-describedby and aria-invalid', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Listing' }));

    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required'));
    expect(screen.getByLabelText('Make')).toHaveAccessibleDescription('Make is required');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Year is required');
    expect(screen.getByLabelText('Currency')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Summary (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('restores the safe part of a hostile stored draft and keeps saving as the user types', async () => {
    localStorage.setItem(
      STORAGE_KEYS.listingDraft,
      JSON.stringify({
        version: 1,
        savedAt: 1,
        values: {
          title: 'Restored title',
          currency: 'DOGE',
          make: 'Volvo',
          description: { nested: true },
          images: ['javascript:alert(1)', 'https://media.example/ok.jpg'],
        },
      }),
    );
    renderForm();

    expect(await screen.findByLabelText('Title')).toHaveValue('Restored title');
    expect(screen.getByLabelText('Currency')).toHaveTextContent('USD');
    expect(screen.getByLabelText('Make')).toHaveTextContent('Volvo');
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', 'https://media.example/ok.jpg');
    expect(screen.getAllByRole('img', { name: /^Photo/ })).toHaveLength(1);
    expect(screen.getByText('Draft restored. Your changes are saved on this device.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Model'), 'XC60');
    expect(storedDraft()).toMatchObject({ version: 1, values: { title: 'Restored title', model: 'XC60', make: 'Volvo' } });

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: /^Photo/ })).not.toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ values: { images: [] } });
  });
});
