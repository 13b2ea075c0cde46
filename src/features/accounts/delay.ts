/** Resolves after `ms` milliseconds: the SPEC's deliberate pauses (key generation, key login). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
