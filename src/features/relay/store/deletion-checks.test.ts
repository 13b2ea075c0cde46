import { afterEach, describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';

import { newKeys } from '@testing/test-keys';
import { signedEvent } from '@testing/events';
import { checkDeletions, forgetDeletionChecks, type DeletionSource } from './deletion-checks';
import { eventStore } from './event-store';

const author = newKeys();
const note = (content: string) => signedEvent(author, { kind: KIND.comment, content });

/** A relay set that records what it is asked; `answer` decides each reply. */
function recordingSource(answer: () => Promise<NostrEvent[]> = () => Promise.resolve([])) {
  const asked: NostrFilter[][] = [];
  const source: DeletionSource = {
    key: 'wss://relay.example',
    query: (filters) => {
      asked.push(filters);
      return answer();
    },
  };
  return { source, asked };
}

/** A relay answer the test releases when it wants. */
function pendingAnswer() {
  const gate: { release: (events: NostrEvent[]) => void } = { release: () => {} };
  const answer = () => new Promise<NostrEvent[]>((resolve) => (gate.release = resolve));
  return { gate, answer };
}

/** The ids a deletion request asked about (its `#e` filter). */
const idsAsked = (filters: NostrFilter[]) => filters.flatMap((filter) => filter['#e'] ?? []);

afterEach(() => {
  forgetDeletionChecks();
  eventStore.clear();
});

describe('checkDeletions', () => {
  it('asks once for an event checked moments ago, and only for the events not yet checked', async () => {
    const { source, asked } = recordingSource();
    const [one, two] = [note('one'), note('two')];
    await checkDeletions(source, [one]);
    await checkDeletions(source, [one]);
    await checkDeletions(source, [one, two]);
    expect(asked.map(idsAsked)).toEqual([[one.id], [two.id]]);
  });

  it('puts the checks asked for in the same moment in one request', async () => {
    const { source, asked } = recordingSource();
    const [one, two] = [note('one'), note('two')];
    await Promise.all([checkDeletions(source, [one]), checkDeletions(source, [two])]);
    expect(asked.map(idsAsked)).toEqual([[one.id, two.id]]);
  });

  it('shares a check in flight, and puts the deletion requests it found into the store for every caller', async () => {
    const one = note('one');
    const deletion = signedEvent(author, { kind: KIND.deletion, tags: [['e', one.id]], created_at: one.created_at + 1 });
    const { gate, answer } = pendingAnswer();
    const { source, asked } = recordingSource(answer);
    eventStore.add(one);
    const first = checkDeletions(source, [one]);
    const second = checkDeletions(source, [one]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    gate.release([deletion]);
    await Promise.all([first, second]);
    expect(eventStore.isDeleted(one)).toBe(true);
    expect(eventStore.get(one.id)).toBeUndefined();
    expect(asked).toHaveLength(1);
  });

  it('asks again after a failure and after the checks are forgotten', async () => {
    let fail = true;
    const { source, asked } = recordingSource(() => (fail ? Promise.reject(new Error('relay down')) : Promise.resolve([])));
    const one = note('one');
    await expect(checkDeletions(source, [one])).rejects.toThrow('relay down');
    fail = false;
    await checkDeletions(source, [one]);
    forgetDeletionChecks();
    await checkDeletions(source, [one]);
    expect(asked).toHaveLength(3);
  });

  it("lets one caller stop waiting without failing another's check", async () => {
    const { gate, answer } = pendingAnswer();
    const { source } = recordingSource(answer);
    const one = note('one');
    const leaving = new AbortController();
    const first = checkDeletions(source, [one], { signal: leaving.signal });
    const second = checkDeletions(source, [one]);
    leaving.abort();
    await expect(first).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gate.release([]);
    await expect(second).resolves.toBeUndefined();
  });
});
