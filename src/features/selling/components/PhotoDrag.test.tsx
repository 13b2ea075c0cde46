import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { emptyListingForm, type ListingFormValues } from '../listing-form-schema';
import { PhotosSection } from './PhotosSection';

/**
 * Dragging the sell form's photos with pointer events (docs/product.md §4 Photos): a finger drags by the grip
 * only (elsewhere it scrolls the page), a mouse anywhere on the photo; a drop outside the tiles, a cancelled
 * pointer or Escape changes nothing. happy-dom lays nothing out, so each tile's box is given: tiles 200 px
 * apart in a row, 180×200 px each.
 */

const url = (name: string) => `https://media.example/${name}.jpg`;

function Form() {
  const form = useForm<ListingFormValues>({ defaultValues: { ...emptyListingForm(), images: [url('a'), url('b'), url('c')] } });
  const images = useWatch({ control: form.control, name: 'images' });
  return (
    <FormProvider {...form}>
      <PhotosSection pending={[]} onFiles={() => {}} onCancel={() => {}} onRetry={() => {}} />
      <output data-testid="order">{images.map((image) => image.slice(-5, -4)).join('')}</output>
    </FormProvider>
  );
}

const order = () => screen.getByTestId('order').textContent;
const tile = (index: number) => screen.getAllByTestId('photo-thumbnail')[index]!;
const photo = (index: number) => screen.getByRole('img', { name: `Photo ${index + 1} of 3` });
const grip = (index: number) => tile(index).querySelector('[data-drag-handle]')!;
/** The middle of tile `index`'s box. */
const centre = (index: number) => ({ clientX: index * 200 + 90, clientY: 100 });

function drag(pointerType: 'mouse' | 'touch', from: Element, fromIndex: number, toPoint: { clientX: number; clientY: number }) {
  const pointer = { pointerId: 7, pointerType, button: 0, isPrimary: true };
  fireEvent.pointerDown(from, { ...pointer, ...centre(fromIndex) });
  fireEvent.pointerMove(tile(fromIndex), { ...pointer, clientX: centre(fromIndex).clientX + 10, clientY: 100 });
  fireEvent.pointerMove(tile(fromIndex), { ...pointer, ...toPoint });
  return () => fireEvent.pointerUp(tile(fromIndex), { ...pointer, ...toPoint });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function box(this: HTMLElement) {
    const index = Number(this.dataset.photoIndex ?? Number.NaN);
    return Number.isNaN(index) ? new DOMRect(0, 0, 0, 0) : new DOMRect(index * 200, 0, 180, 200);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('dragging the photos', () => {
  it('a mouse drags a photo onto the first tile: it becomes the cover, announced', () => {
    render(<Form />);
    const drop = drag('mouse', photo(2), 2, centre(0));
    // Held: the lifted tile follows the pointer, the place it would land on is marked, nothing has moved.
    expect(tile(2).style.transform).toBe('translate(-400px, 0px)');
    expect(tile(0).className).toContain('ring-offset-2');
    expect(order()).toBe('abc');
    drop();
    expect(order()).toBe('cab');
    expect(screen.getByText('Photo 3 is now the cover')).toHaveAttribute('role', 'status');
    expect(tile(0).style.transform).toBe('');
  });

  it('a finger drags by the grip, while a finger on the photo leaves the page to scroll', () => {
    render(<Form />);
    drag('touch', photo(0), 0, centre(1))();
    expect(order()).toBe('abc');
    expect(grip(0)).toHaveClass('touch-none');
    drag('touch', grip(0), 0, centre(1))();
    expect(order()).toBe('bac');
    expect(screen.getByText('Photo 1 moved to position 2')).toBeInTheDocument();
  });

  it('changes nothing for a drop outside the tiles, a cancelled pointer, Escape or a press on a button', () => {
    render(<Form />);
    drag('mouse', photo(0), 0, { clientX: 700, clientY: 100 })();
    expect(order()).toBe('abc');

    drag('mouse', photo(0), 0, centre(2));
    fireEvent.pointerCancel(tile(0), { pointerId: 7 });
    expect(tile(0).style.transform).toBe('');
    fireEvent.pointerUp(tile(0), { pointerId: 7, ...centre(2) });
    expect(order()).toBe('abc');

    const drop = drag('mouse', photo(0), 0, centre(2));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(tile(0).style.transform).toBe('');
    drop();
    expect(order()).toBe('abc');

    drag('mouse', screen.getByRole('button', { name: 'Make cover (photo 2)' }), 1, centre(0))();
    expect(order()).toBe('abc');
  });
});
