/** Resolves after `ms` milliseconds: the deliberate pauses of docs/product.md §9 (key generation, key login). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
