import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

import { listingFormSchema } from '../listing-form-schema';
import { MakeField } from './MakeField';

const makeSchema = listingFormSchema.pick({ make: true });

/** The make field in a form with the real schema; submitting hands over the make if the whole form is valid for it. */
function MakeForm({ make, onMake }: { make: string; onMake: (make: string) => void }) {
  const form = useForm<z.input<typeof makeSchema>, unknown, z.output<typeof makeSchema>>({ resolver: zodResolver(makeSchema), defaultValues: { make } });
  return (
    <FormProvider {...form}>
      <form aria-label="Listing" onSubmit={form.handleSubmit((values) => onMake(values.make))}>
        <MakeField />
        <button type="submit">Create Listing</button>
      </form>
    </FormProvider>
  );
}

const optionNames = () => within(screen.getByRole('listbox', { name: 'Makes' })).getAllByRole('option').map((option) => option.textContent);

describe('MakeField (the sell form’s make, with type-ahead)', () => {
  it("asks for a make, offers every make with 'Other' last, and narrows as the seller types", async () => {
    const user = userEvent.setup();
    const onMake = vi.fn();
    render(<MakeForm make="" onMake={onMake} />);
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    expect(trigger).toHaveTextContent('Select make');

    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Make is required')).toBeVisible();
    expect(trigger).toHaveAccessibleDescription('Make is required');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(onMake).not.toHaveBeenCalled();

    await user.click(trigger);
    const all = optionNames();
    expect(all.at(-1)).toBe('Other');
    for (const make of ['Porsche', 'Tesla', 'Škoda', 'Subaru', 'Peugeot']) expect(all).toContain(make);

    await user.keyboard('pe');
    expect(optionNames()).toEqual(['Peugeot', 'Other']);
    // Enter chooses the highlighted make and does not submit the form.
    await user.keyboard('{Enter}');
    expect(trigger).toHaveTextContent('Peugeot');
    expect(onMake).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onMake).toHaveBeenCalledWith('Peugeot');
  });

  it("keeps 'Other' on offer when no make matches, and publishes it as today", async () => {
    const user = userEvent.setup();
    const onMake = vi.fn();
    render(<MakeForm make="" onMake={onMake} />);
    await user.click(screen.getByRole('combobox', { name: 'Make' }));
    await user.keyboard('wartb');
    expect(screen.getByText('No make in the list matches “wartb”: choose Other.')).toBeVisible();
    expect(optionNames()).toEqual(['Other']);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onMake).toHaveBeenCalledWith('Other');
  });

  it("keeps an edited listing's own make that the list lacks, and still lets the seller pick a listed one", async () => {
    const user = userEvent.setup();
    const onMake = vi.fn();
    render(<MakeForm make="Wartburg" onMake={onMake} />);
    const trigger = screen.getByRole('combobox', { name: 'Make' });
    expect(trigger).toHaveTextContent('Wartburg');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onMake).toHaveBeenLastCalledWith('Wartburg');

    await user.click(trigger);
    expect(optionNames()[0]).toBe('Wartburg');
    expect(screen.getByRole('option', { name: 'Wartburg' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Trabant' }));
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onMake).toHaveBeenLastCalledWith('Trabant');
  });
});
