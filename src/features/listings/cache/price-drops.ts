import type { CarListing, ListingPrice } from '@/nostr/listing';

/**
 * 'Price dropped' (docs/product.md §2 Buyer insight): for each listing (`pubkey:d`), the higher price the app saw
 * on an earlier version, and which version (event id) it is lower in. Filled from the local listing cache
 * (which keeps the previous price with each record) and whenever the cache stores a cheaper new version;
 * cards and the detail page subscribe.
 */
export interface PriceDrop {
  /** The event id of the version whose price is lower. */
  eventId: string;
  /** The price the app saw before. */
  from: ListingPrice;
}

const drops = new Map<string, PriceDrop>();
const listeners = new Set<() => void>();

export function coordOf(listing: Pick<CarListing, 'pubkey' | 'd'>): string {
  return `${listing.pubkey}:${listing.d}`;
}

/** Whether `to` is a lower price than `from` in the same currency and lease frequency (never across currencies). */
export function isLowerPrice(from: ListingPrice, to: ListingPrice): boolean {
  return from.currency === to.currency && (from.frequency ?? '') === (to.frequency ?? '') && to.amount < from.amount;
}

/** A stored `previousPrice` read back: exactly a price object, else nothing (storage is untrusted). */
export function readPreviousPrice(value: unknown): ListingPrice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { amount, currency, frequency } = value as Partial<ListingPrice>;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || typeof currency !== 'string') return undefined;
  if (frequency !== undefined && typeof frequency !== 'string') return undefined;
  return { amount, currency, frequency };
}

/**
 * The previous price to keep with `listing` when it replaces `stored` (the cached version with its own kept
 * price): the stored version's price when the new one is lower; the kept one when the price did not change
 * (an edit of something else, or the same event again); nothing once the price goes back up.
 */
export function previousPriceFor(listing: CarListing, stored: CarListing | undefined, kept: ListingPrice | undefined): ListingPrice | undefined {
  if (!listing.hasPrice) return undefined;
  const carried = kept !== undefined && isLowerPrice(kept, listing.price) ? kept : undefined;
  if (stored === undefined || stored.event.id === listing.event.id || stored.createdAt > listing.createdAt) return carried;
  if (stored.hasPrice && isLowerPrice(stored.price, listing.price)) return stored.price;
  return stored.hasPrice && stored.price.amount === listing.price.amount ? carried : undefined;
}

/** Records that `listing`'s current version is cheaper than `from` (or, with undefined, that it is not). */
export function notePriceDrop(listing: CarListing, from: ListingPrice | undefined): void {
  const coord = coordOf(listing);
  const current = drops.get(coord);
  if (from === undefined) {
    if (current === undefined || current.eventId !== listing.event.id) return;
    drops.delete(coord);
  } else {
    if (current?.eventId === listing.event.id && current.from.amount === from.amount) return;
    drops.set(coord, { eventId: listing.event.id, from });
  }
  for (const listener of listeners) listener();
}

export function subscribePriceDrops(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The drop recorded for this very version of the listing, if any. */
export function priceDropOf(listing: Pick<CarListing, 'pubkey' | 'd' | 'event'>): PriceDrop | undefined {
  const drop = drops.get(coordOf(listing));
  return drop?.eventId === listing.event.id ? drop : undefined;
}
