import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import type { CarListing } from '@/nostr/listing';

import { formatPrice } from '@/features/listings/public';

/** The bar's height on the root element while it shows (a CSS custom property other floating parts keep clear of). */
const CONTACT_BAR_HEIGHT = '--contact-bar-height';

/**
 * The contact bar (docs/product.md §2 Contact bar): fixed at the bottom of a narrow screen, the price and the
 * main contact button (`children`). While it shows, the page gets as much room at its end, so the bar never
 * covers the footer's last line, and the compare tray rises above it.
 */
export function StickyContactBar({ listing, children }: { listing: CarListing; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const height = `${bar.current?.offsetHeight ?? 0}px`;
    const { body, documentElement } = document;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = height;
    // The compare tray floats above the bar rather than over its button (CompareBar reads this).
    documentElement.style.setProperty(CONTACT_BAR_HEIGHT, height);
    return () => {
      body.style.paddingBottom = before;
      documentElement.style.removeProperty(CONTACT_BAR_HEIGHT);
    };
  }, []);
  // At the end of the body: outside the seller card's region, and no ancestor can pin `fixed` to itself.
  return createPortal(
    <div
      ref={bar}
      role="region"
      aria-label="Contact the seller"
      data-testid="contact-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 py-2.5 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-lg font-bold text-primary">{formatPrice(listing.price, listing.hasPrice)}</p>
        <div className="w-44 shrink-0">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
