import { describe, expect, it } from 'vitest';

import { AsyncQueue } from './async-queue';

async function drain<T>(queue: AsyncQueue<T>): Promise<T[]> {
  const seen: T[] = [];
  for await (const item of queue) seen.push(item);
  return seen;
}

describe('AsyncQueue', () => {
  it('delivers items pushed before and while the consumer waits, in order, until it ends', async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    const reading = drain(queue);
    await Promise.resolve();
    queue.push(2);
    setTimeout(() => {
      queue.push(3);
      queue.end();
      queue.push(4);
    }, 5);
    expect(await reading).toEqual([1, 2, 3]);
  });

  it('finishes at once when ended empty', async () => {
    const queue = new AsyncQueue<string>();
    queue.end();
    expect(await drain(queue)).toEqual([]);
  });
});
