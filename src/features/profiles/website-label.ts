/** `https://ava.example/cars/` → `ava.example/cars`: what a person reads as the address. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
