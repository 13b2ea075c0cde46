import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderScreen } from '@/test/render-screen';
import { signIn } from '@/test/sign-in';
import { parsedListing, signedListing, testKeys } from '@testing/listing-fixtures';

import { MainContactButton } from '../MainContactButton';
import { CONTACT_BAR_MEDIA } from './useContactBarShown';

/** The observers the page made, so the test says when the main contact button leaves and enters the view. */
const observers: { callback: IntersectionObserverCallback; target?: Element; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

function scrolled(inView: boolean) {
  const live = observers.filter((observer) => !observer.disconnected && observer.target !== undefined);
  act(() => {
    for (const observer of live) {
      observer.callback([{ isIntersecting: inView, target: observer.target! } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  });
}

function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === CONTACT_BAR_MEDIA,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const seller = testKeys();
const listing = parsedListing(signedListing(seller, { title: 'Škoda Octavia', price: ['14900', 'EUR'] }));

describe('contact bar (docs/product.md §2 Contact bar)', () => {
  it('on a phone, shows the price and Message Seller while the main button is out of view, with room at the page’s end', () => {
    screenWidth(true);
    renderScreen(<MainContactButton listing={listing} />);
    // In view at first: no bar, one Message Seller.
    scrolled(true);
    expect(screen.queryByRole('region', { name: 'Contact the seller' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Message Seller' })).toHaveLength(1);

    scrolled(false);
    const bar = screen.getByRole('region', { name: 'Contact the seller' });
    // Outside the button's place under the price: the page keeps one 'Message Seller' there.
    expect(screen.getByTestId('main-contact')).not.toContainElement(bar);
    expect(within(bar).getByText('EUR 14,900')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Message Seller' })).toBeEnabled();
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);
    expect(document.documentElement.style.getPropertyValue('--contact-bar-height')).toMatch(/^\d+px$/);

    scrolled(true);
    expect(screen.queryByRole('region', { name: 'Contact the seller' })).not.toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.getPropertyValue('--contact-bar-height')).toBe('');
  });

  it('on one’s own listing, the main button and the bar’s are Contact Seller', async () => {
    screenWidth(true);
    signIn(seller);
    renderScreen(<MainContactButton listing={listing} />);
    // The session restores the account before the page shows.
    const main = await screen.findByTestId('main-contact');
    expect(await within(main).findByRole('button', { name: 'Contact Seller' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Message Seller' })).not.toBeInTheDocument();
    scrolled(false);
    const bar = screen.getByRole('region', { name: 'Contact the seller' });
    expect(within(bar).getByRole('button', { name: 'Contact Seller' })).toBeEnabled();
  });

  it('never shows on a wide screen, whatever is in view', () => {
    screenWidth(false);
    renderScreen(<MainContactButton listing={listing} />);
    scrolled(false);
    expect(observers.filter((observer) => observer.target !== undefined)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Contact the seller' })).not.toBeInTheDocument();
  });
});
