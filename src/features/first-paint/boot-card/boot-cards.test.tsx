import { afterEach, describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';
import { renderScreen } from '@/test/render-screen';

import { nowSeconds, signEvent } from '@testing/test-keys';
import { CardTemplateGrid, markCardTemplate } from './CardTemplateGrid';
import { ListingGrid } from '@/features/browse/public';
import { parsedListing as listing, signedListing, signedListingWithImeta, testKeys } from '@testing/listing-fixtures';
import { startBootCards } from './boot-cards';
import { bootCardCount, bootCardsStarted } from './boot-cards-handoff';
import { whenBootCardsDrawn } from './boot-cards-drawn';
import { whenShellMayBeReplaced } from './shell-takeover';
import { CARD_SHAPES, cardShape, cardSlotValues } from './card-slots';
import { fillSlots } from './card-template';

const seller = testKeys();
const IMETA = ['imeta', 'url https://media.example/full.jpg', 'dim 4000x3000', 'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj', 'thumb https://media.example/thumb.jpg'];

/** A listing with the photo details our uploads write (size, blurhash, thumbnail), as another client may not. */
function withPhotoDetails(fields: Parameters<typeof signedListing>[1], imeta: string[] | undefined = IMETA): NostrEvent {
  return signedListingWithImeta(seller, { ...fields, images: ['https://media.example/full.jpg'] }, imeta);
}

/** The build's template, made the way the build makes it (src/app/prerender-home.tsx). */
function cardTemplate(): string {
  const now = nowSeconds();
  const view = renderScreen(<CardTemplateGrid nowSeconds={now} />);
  try {
    return markCardTemplate(view.container, now);
  } finally {
    view.unmount();
  }
}

function templateElement(): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = cardTemplate();
  return template;
}

afterEach(() => {
  document.body.replaceChildren();
  // The boot script's handoff with the app is one global per page.
  // oxlint-disable-next-line no-underscore-dangle -- that global, as the two bundles share it
  delete (globalThis as { __carstrBootCards?: unknown }).__carstrBootCards;
});

/** A peer marketplace's listing (Plebeian Market, Conduit): vehicle details only in GammaMarkets `spec` pairs. */
function specOnlyListing(): NostrEvent {
  return signEvent(seller, {
    kind: KIND.listing,
    created_at: nowSeconds(),
    content: 'Imported from a peer market',
    tags: [
      ['d', `peer-${crypto.randomUUID()}`],
      ['title', 'Peer market wagon'],
      ['price', '18500', 'EUR'],
      ['spec', 'Year', '2016'],
      ['spec', 'mileage', '98000 km'],
      ['spec', 'location', 'Ghent'],
      ['t', 'car'],
    ],
  });
}

describe('boot card template', () => {
  const listings = [
    withPhotoDetails({ title: 'Full details', year: '2019', mileage: '45000', location: 'Oslo' }),
    withPhotoDetails({ title: 'No size, no blurhash, no thumbnail' }, ['imeta', 'url https://media.example/full.jpg']),
    withPhotoDetails({ title: 'No imeta at all', price: null }),
    withPhotoDetails({ title: '<img src=x onerror="alert(1)"> & "quotes"', location: '<script>alert(2)</script>' }),
    signedListingWithImeta(seller, { title: 'Seven photos', images: Array.from({ length: 7 }, (_, index) => `https://media.example/${index}.jpg`) }, undefined),
    withPhotoDetails({ title: 'Sold with a photo', status: 'sold', year: '2012' }),
    signedListing(seller, { title: 'No photo yet', year: '2020', mileage: '12000', location: 'Turin' }),
    signedListing(seller, { title: 'Sold without a photo', status: 'sold' }),
    signedListing(seller, { title: 'Price on request, no photo', price: null }),
    signedListing(seller, { title: 'Lease', price: ['349', 'EUR', 'month'] }),
    specOnlyListing(),
  ].map(listing);

  it('fills to exactly the card React renders: with or without a photo, sold, any price, any photo detail, any position', () => {
    const template = templateElement();
    const templateCards = [...template.content.firstElementChild!.children];
    expect(templateCards).toHaveLength(CARD_SHAPES.length);
    // Compared with the grid's first render, as the boot cards are (the card's later parts are still their
    // stand-ins then): it draws a screen of eight cards at first, so the listings go in runs of eight.
    for (let start = 0; start < listings.length; start += 8) {
      const run = listings.slice(start, start + 8);
      const view = renderScreen(<ListingGrid listings={run} />);
      const reactCards = [...view.container.querySelectorAll('[data-testid="listing-card"]')].map((card) => card.outerHTML);
      expect(reactCards).toHaveLength(run.length);
      for (const [index, entry] of run.entries()) {
        const card = templateCards[CARD_SHAPES.indexOf(cardShape(entry))]!.cloneNode(true) as Element;
        fillSlots(card, cardSlotValues(entry, index));
        expect(card.outerHTML, entry.title).toBe(reactCards[index]);
      }
      view.unmount();
    }
  });

  it('keeps hostile text inert: no element, no handler, the text shown as written', () => {
    const template = templateElement();
    const card = template.content.firstElementChild!.firstElementChild!.cloneNode(true) as Element;
    fillSlots(card, cardSlotValues(listings[3]!, 0));
    expect(card.querySelector('h3')?.textContent).toBe('<img src=x onerror="alert(1)"> & "quotes"');
    expect(card.querySelectorAll('script, [onerror]')).toHaveLength(0);
    expect(card.querySelectorAll('img')).toHaveLength(1);
  });

  it('draws a listing without a photo over the car icon, and the SOLD badge only on a sold one', () => {
    expect(listings.map((entry) => cardShape(entry))).toEqual(['photo', 'photo', 'photo', 'photo', 'photo', 'photo', 'no-photo', 'no-photo', 'no-photo', 'no-photo', 'no-photo']);
    expect(cardSlotValues(listings[5]!, 0).sold).toBe('SOLD');
    expect(cardSlotValues(listings[0]!, 0).sold).toBeUndefined();
    expect(cardSlotValues(listings[6]!, 0).src).toBeUndefined();
  });
});

/** The static shell's placeholders, which the boot cards replace. */
function shell(): HTMLElement {
  const placeholder = document.createElement('div');
  placeholder.dataset.testid = 'placeholder';
  document.body.append(placeholder);
  return placeholder;
}

const titles = () => [...document.querySelectorAll('[data-testid="listing-card"] h3')].map((heading) => heading.textContent);

describe('startBootCards', () => {
  it('draws the verified listings newest first, sold and without a photo too, and skips what fails verification', async () => {
    const placeholder = shell();
    const at = nowSeconds() - 100;
    const events = [
      withPhotoDetails({ title: 'Older', createdAt: at }),
      withPhotoDetails({ title: 'Newest', createdAt: at + 50 }),
      withPhotoDetails({ title: 'Forged', createdAt: at + 60 }),
      withPhotoDetails({ title: 'Sold', createdAt: at - 10, status: 'sold' }),
      signedListing(seller, { title: 'No photo', createdAt: at - 20 }),
    ];
    const checked: string[] = [];
    const onEvent = startBootCards({
      template: templateElement(),
      placeholder,
      verify: async (batch) => {
        checked.push(...batch.map((event) => event.tags.find((tag) => tag[0] === 'title')?.[1] ?? ''));
        return batch.map((event) => !event.tags.some((tag) => tag[1] === 'Forged'));
      },
    });
    for (const event of events) expect(onEvent(event)).toBe(true);
    // Not a listing: never sent to the verifier.
    expect(onEvent({ kind: 1, junk: true })).toBe(true);
    await expect.poll(() => titles()).toEqual(['Newest', 'Older', 'Sold', 'No photo']);
    expect(checked.toSorted()).toEqual(['Forged', 'Newest', 'No photo', 'Older', 'Sold']);
    expect(placeholder.isConnected).toBe(false);
    expect(document.querySelector('[data-testid="listing-grid"]')?.childElementCount).toBe(4);
    const cards = [...document.querySelectorAll('[data-testid="listing-card"]')];
    expect(cards.map((card) => card.querySelectorAll('img').length)).toEqual([1, 1, 1, 0]);
    expect(cards.map((card) => card.textContent?.includes('SOLD'))).toEqual([false, false, true, false]);
  });

  it('parses what arrives while a check is out only once it is answered, and paints the cards before that', async () => {
    const placeholder = shell();
    const at = nowSeconds() - 100;
    let answer: ((valid: boolean[]) => void) | undefined;
    const first = new Promise<boolean[]>((resolve) => (answer = resolve));
    const batches: number[] = [];
    const onEvent = startBootCards({
      template: templateElement(),
      placeholder,
      verify: (batch) => {
        batches.push(batch.length);
        return batches.length === 1 ? first : Promise.resolve(batch.map(() => true));
      },
    });
    onEvent(withPhotoDetails({ title: 'First', createdAt: at + 10 }));
    // The rest of the relay's burst, each event counting the reads of its tags (parsing reads them).
    let tagReads = 0;
    const counted = (event: NostrEvent): NostrEvent => {
      const { tags, ...rest } = event;
      return Object.defineProperty({ ...rest }, 'tags', { enumerable: true, get: () => ((tagReads += 1), tags) }) as NostrEvent;
    };
    for (const [index, title] of ['Second', 'Third'].entries()) onEvent(counted(withPhotoDetails({ title, createdAt: at - index })));
    expect(tagReads).toBe(0);
    answer?.([true]);
    // Resumes after the boot cards' own handling of that answer: the first card is drawn, the rest not parsed.
    await first;
    expect(titles()).toEqual(['First']);
    expect(tagReads).toBe(0);
    await expect.poll(() => titles()).toEqual(['First', 'Second', 'Third']);
    expect(batches).toEqual([1, 2]);
  });

  it('leaves the placeholders while nothing is verified, and asks for no more events once React has replaced them', async () => {
    const placeholder = shell();
    const onEvent = startBootCards({ template: templateElement(), placeholder, verify: async (batch) => batch.map(() => false) });
    expect(onEvent(withPhotoDetails({ title: 'Forged' }))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(placeholder.isConnected).toBe(true);
    expect(titles()).toEqual([]);
    placeholder.remove();
    expect(onEvent(withPhotoDetails({ title: 'Late' }))).toBe(false);
  });

  it('hands over to the app when nothing is drawn by the cap: at once, after which it draws nothing more', async () => {
    bootCardsStarted();
    const placeholder = shell();
    let answer: ((valid: boolean[]) => void) | undefined;
    const onEvent = startBootCards({ template: templateElement(), placeholder, verify: () => new Promise((resolve) => (answer = resolve)) });
    onEvent(withPhotoDetails({ title: 'Verified too late' }));
    // The app's loading waits for the boot cards up to its cap; then, with none on screen, the app takes over
    // at once: its own first commit has placeholders too.
    await whenBootCardsDrawn(20);
    await whenShellMayBeReplaced(['wss://relay.example'], 60_000);
    answer?.([true]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(titles()).toEqual([]);
    expect(placeholder.isConnected).toBe(true);
    expect(bootCardCount()).toBe(0);
  });
});
