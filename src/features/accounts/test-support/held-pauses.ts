/**
 * The accounts feature's deliberate pauses (`delay`, docs/product.md §9: key generation, key login), held by
 * the test: while `hold()` is on, a pause lasts until `release()`, so a busy state ('Logging in...',
 * 'Generating your key...') is asserted while it is certainly shown instead of within its 50 ms or 2 s
 * (docs/architecture.md §13). Other pauses run as usual. A test file routes `delay` here:
 *
 *   vi.mock('<path to>/delay', async () => (await import('<path to>/test-support/held-pauses')).heldDelayModule);
 */
const waiting: (() => void)[] = [];
let holding = false;

export const heldPauses = {
  /** The next pauses wait for `release()`. */
  hold(): void {
    holding = true;
  },
  /** Ends the pauses waiting now and stops holding. */
  release(): void {
    holding = false;
    for (const end of waiting.splice(0)) end();
  },
  /** How many pauses are waiting for `release()`. */
  waiting(): number {
    return waiting.length;
  },
};

export const heldDelayModule = {
  delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (holding) waiting.push(resolve);
      else setTimeout(resolve, ms);
    });
  },
};
