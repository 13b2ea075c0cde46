/** The `/t/{tag}` route of a hashtag (docs/product.md §9), with the tag encoded as one path segment. */
export function hashtagPath(tag: string): string {
  return `/t/${encodeURIComponent(tag)}`;
}
