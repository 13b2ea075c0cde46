/** '3 listings · 1 sold', '1 listing' (docs/product.md §2 Seller facts); undefined when there are none. */
export function listingCountText(active: number, sold: number): string | undefined {
  const total = active + sold;
  if (total <= 0) return undefined;
  const listings = `${total} ${total === 1 ? 'listing' : 'listings'}`;
  return sold > 0 ? `${listings} · ${sold} sold` : listings;
}

/** 'First seen on these relays: March 2024': the oldest event of theirs the app has read, said as such. */
export function firstSeenText(month: string): string {
  return `First seen on these relays: ${month}`;
}
