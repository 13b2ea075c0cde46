import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { PickedCity } from '../city-search';
import { CityCombobox } from './CityCombobox';

function Picker({ onPick }: { onPick: (city: PickedCity) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="city">City</label>
      <CityCombobox
        id="city"
        value={text}
        onTextChange={setText}
        onPick={(city) => {
          setText(city.label);
          onPick(city);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('CityCombobox (WAI-ARIA combobox over the offline city list)', () => {
  it('suggests cities as the user types; ↓/↑ move, Escape closes, Enter chooses', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn<(city: PickedCity) => void>();
    render(<Picker onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'munich');
    await screen.findByRole('option', { name: 'Munich, Germany' }, { timeout: 15_000 });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('Munich, Germany');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    // Up from the first wraps to the last.
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ label: 'Munich, Germany', lat: 48.14, lon: 11.58 });
    expect(box).toHaveValue('Munich, Germany');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with a click, keeps free text that is no city, and closes when the focus leaves', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn<(city: PickedCity) => void>();
    render(<Picker onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'City' });

    await user.type(box, 'Zzyzx Road 12');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No city of that name in the list.'), { timeout: 15_000 });
    expect(box).toHaveValue('Zzyzx Road 12');
    expect(onPick).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'springfield, il');
    await user.click(await screen.findByRole('option', { name: 'Springfield, IL, United States' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ label: 'Springfield, IL, United States' }));

    // A town found by its English name shows it next to the list's and is chosen by it (docs/product.md §2).
    await user.clear(box);
    await user.type(box, 'gothenburg');
    const gothenburg = await screen.findByRole('option', { name: 'Gothenburg (Göteborg), Sweden' });
    expect(gothenburg).toHaveTextContent('Gothenburg (Göteborg), Sweden');
    await user.click(gothenburg);
    expect(onPick).toHaveBeenLastCalledWith({ label: 'Gothenburg, Sweden', lat: 57.7, lon: 11.96 });

    await user.clear(box);
    await user.type(box, 'paris');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
