import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ImageMeta } from '@/nostr/imeta';
import { renderScreen } from '@/test/render-screen';

import { ListingGallery, OPEN_VIEWER_LABEL } from '../ListingGallery';

const photos: ImageMeta[] = Array.from({ length: 7 }, (_, index) => ({ url: `https://media.example/car-${index + 1}.jpg` }));

function swipe(stage: HTMLElement, fromX: number, toX: number) {
  fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: 200 });
  fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: (fromX + toX) / 2, clientY: 205 });
  fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: 210 });
}

/** A pointer event dated `timeStamp` ms: a double tap is told by the time between taps, which a loaded machine must not stretch. */
function firePointer(stage: HTMLElement, type: 'pointerDown' | 'pointerUp', init: PointerEventInit, timeStamp: number) {
  const event = createEvent[type](stage, init);
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(stage, event);
}

function tap(stage: HTMLElement, x: number, atMs: number) {
  firePointer(stage, 'pointerDown', { pointerId: 2, pointerType: 'touch', clientX: x, clientY: 200 }, atMs);
  firePointer(stage, 'pointerUp', { pointerId: 2, pointerType: 'touch', clientX: x + 1, clientY: 201 }, atMs + 60);
}

describe('photo viewer (docs/product.md §2 Photo viewer)', () => {
  it('opens from the photo, steps by ArrowRight, buttons and swipe with its count, and Escape gives focus back to the photo', async () => {
    const user = userEvent.setup();
    renderScreen(<ListingGallery photos={photos} title="Volvo V70" />);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('1 / 7');

    const opener = screen.getByRole('button', { name: OPEN_VIEWER_LABEL });
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Photos: Volvo V70' });
    const count = within(viewer).getByTestId('photo-viewer-count');
    expect(count).toHaveTextContent('1 / 7');
    expect(within(viewer).getByRole('img', { name: 'Volvo V70 (photo 1 of 7)' })).toHaveAttribute('src', photos[0]!.url);

    await user.keyboard('{ArrowRight}');
    expect(count).toHaveTextContent('2 / 7');
    expect(within(viewer).getByRole('img', { name: 'Volvo V70 (photo 2 of 7)' })).toHaveAttribute('src', photos[1]!.url);

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(count).toHaveTextContent('3 / 7');
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    // Round from the first to the last.
    await user.keyboard('{ArrowLeft}');
    expect(count).toHaveTextContent('7 / 7');

    const stage = within(viewer).getByTestId('photo-viewer-stage');
    swipe(stage, 300, 120);
    expect(count).toHaveTextContent('1 / 7');
    swipe(stage, 100, 320);
    expect(count).toHaveTextContent('7 / 7');
    // A short, mostly vertical move is no swipe.
    swipe(stage, 100, 130);
    expect(count).toHaveTextContent('7 / 7');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // The gallery shows the photo the viewer was left on.
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('7 / 7');
  });

  it('zooms on a double tap, and a swipe does not step while zoomed', async () => {
    const user = userEvent.setup();
    renderScreen(<ListingGallery photos={photos.slice(0, 2)} title="Saab 900" />);
    await user.click(screen.getByRole('button', { name: OPEN_VIEWER_LABEL }));
    const viewer = await screen.findByRole('dialog');
    const stage = within(viewer).getByTestId('photo-viewer-stage');
    const zoomed = () => (stage.firstElementChild as HTMLElement).style.transform;
    expect(zoomed()).toContain('scale(1)');

    tap(stage, 200, 10_000);
    tap(stage, 202, 10_150);
    expect(zoomed()).toContain('scale(2.5)');
    swipe(stage, 300, 120);
    expect(within(viewer).getByTestId('photo-viewer-count')).toHaveTextContent('1 / 2');

    // Another double tap goes back to the whole photo, and a swipe steps again.
    tap(stage, 200, 20_000);
    tap(stage, 201, 20_150);
    expect(zoomed()).toContain('scale(1)');
    swipe(stage, 300, 120);
    expect(within(viewer).getByTestId('photo-viewer-count')).toHaveTextContent('2 / 2');
  });

  it('shows the neutral tile for a photo that fails, and no opener without photos', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<ListingGallery photos={[{ url: 'https://media.invalid/gone.jpg' }]} title="Broken" />);
    await user.click(screen.getByRole('button', { name: OPEN_VIEWER_LABEL }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    fireEvent.error(within(viewer).getByRole('img', { name: 'Broken' }));
    expect(await within(viewer).findByText('Photo unavailable')).toBeInTheDocument();
    view.unmount();

    renderScreen(<ListingGallery photos={[]} title="No photos" />);
    expect(screen.queryByRole('button', { name: OPEN_VIEWER_LABEL })).not.toBeInTheDocument();
  });
});
