/** The browse tab: search, filters and the listing grid (built in the browse issue). */
export function ListingBrowser() {
  return <p className="text-muted-foreground">Listings load from your relay.</p>;
}
