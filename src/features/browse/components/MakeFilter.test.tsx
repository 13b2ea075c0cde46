import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { makeChoices } from '@/nostr/car-make';

import { MakeFilter } from './MakeFilter';

function Filter({ initial, makes, onChange }: { initial?: string; makes?: readonly string[]; onChange: (make: string | undefined) => void }) {
  const [make, setMake] = useState(initial);
  return (
    <MakeFilter
      id="make"
      makes={makes}
      value={make}
      onChange={(next) => {
        setMake(next);
        onChange(next);
      }}
    />
  );
}

const optionNames = () => within(screen.getByRole('listbox', { name: 'Makes' })).getAllByRole('option').map((option) => option.textContent);

describe('MakeFilter (type-ahead over every make)', () => {
  it("offers 'All Makes' first, then the makes buyers in Europe and North America look for", async () => {
    const user = userEvent.setup();
    render(<Filter onChange={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    expect(trigger).toHaveTextContent('All Makes');

    await user.click(trigger);
    const names = optionNames();
    expect(names[0]).toBe('All Makes');
    for (const make of ['Porsche', 'Tesla', 'Škoda', 'Subaru', 'Peugeot', 'Renault', 'Fiat']) expect(names).toContain(make);
    expect(names.length).toBeGreaterThan(80);
    expect(screen.getByRole('combobox', { name: 'Search makes' })).toHaveFocus();
  });

  it("narrows as the user types ('por' → Porsche) and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Make' }));
    await user.keyboard('por');
    expect(optionNames()).toEqual(['Porsche']);
    expect(screen.getByRole('option', { name: 'Porsche' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Porsche');
    expect(screen.queryByRole('listbox')).toBeNull();
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    expect(trigger).toHaveTextContent('Porsche');
    expect(trigger).toHaveFocus();
  });

  it('forgives accents, says when nothing matches, and changes nothing on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter initial="Volvo" onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search makes' });
    await user.type(search, 'skoda');
    expect(optionNames()).toEqual(['Škoda']);

    await user.clear(search);
    await user.type(search, 'qqq');
    expect(screen.getByText('No make matches “qqq”.')).toBeVisible();
    expect(screen.queryAllByRole('option')).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Volvo');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens with the letter typed on the closed trigger; arrows move through the list; All Makes clears', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter initial="Tesla" onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    trigger.focus();

    await user.keyboard('s');
    const search = screen.getByRole('combobox', { name: 'Search makes' });
    expect(search).toHaveValue('s');
    expect(optionNames()[0]).toBe('Saab');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(optionNames().slice(0, 3)).toEqual(['Saab', 'Saturn', 'Scion']);
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Scion' }).id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Scion');

    // Without a text the list opens on the current choice.
    await user.click(trigger);
    expect(screen.getByRole('combobox', { name: 'Search makes' })).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Scion' }).id);
    await user.click(screen.getByRole('option', { name: 'All Makes' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(trigger).toHaveTextContent('All Makes');
  });

  it("offers the loaded listings' own makes, and a make from a shared link that no list has", async () => {
    const user = userEvent.setup();
    render(<Filter initial="Trabbi Deluxe" makes={makeChoices(['Wartburg', 'WARTBURG'])} onChange={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    expect(trigger).toHaveTextContent('Trabbi Deluxe');
    await user.click(trigger);
    const names = optionNames();
    expect(names.filter((name) => name?.toLowerCase() === 'wartburg')).toEqual(['Wartburg']);
    expect(names).toContain('Trabbi Deluxe');
    expect(screen.getByRole('option', { name: 'Trabbi Deluxe' })).toHaveAttribute('aria-selected', 'true');
  });
});
