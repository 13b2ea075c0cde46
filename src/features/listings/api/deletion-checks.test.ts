import { afterEach, describe, expect, it } from 'vitest';

import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { parseListing, type CarListing } from '@/nostr/listing';

import { signedListing, testKeys } from '@testing/listing-fixtures';
import { deletionRequestsFor, forgetDeletionChecks } from './deletion-checks';
import type { ListingSource } from './read-listings';

const seller = testKeys();

function listing(d: string): CarListing {
  const parsed = parseListing(signedListing(seller, { d, title: d }));
  if (!parsed) throw new Error('fixture is not a valid listing');
  return parsed;
}

/** A relay set that records what it is asked; `answer` decides each reply. */
function recordingSource(answer: () => Promise<NostrEvent[]> = () => Promise.resolve([])) {
  const asked: NostrFilter[][] = [];
  const source: ListingSource = {
    relays: ['wss://relay.example'],
    key: 'wss://relay.example',
    query: (filters) => {
      asked.push(filters);
      return answer();
    },
    read: () => Promise.reject(new Error('not used')),
  };
  return { source, asked };
}

/** A relay answer the test releases when it wants. */
function pendingAnswer() {
  const gate: { release: (events: NostrEvent[]) => void } = { release: () => {} };
  const answer = () => new Promise<NostrEvent[]>((resolve) => (gate.release = resolve));
  return { gate, answer };
}

/** The listing ids a deletion request asked about (its `#e` filter). */
const idsAsked = (filters: NostrFilter[]) => filters.flatMap((filter) => filter['#e'] ?? []);

afterEach(() => forgetDeletionChecks());

describe('deletionRequestsFor', () => {
  it('asks once for a version checked moments ago, and only for the versions not yet checked', async () => {
    const { source, asked } = recordingSource();
    const [one, two] = [listing('one'), listing('two')];
    await deletionRequestsFor(source, [one]);
    await deletionRequestsFor(source, [one]);
    await deletionRequestsFor(source, [one, two]);
    expect(asked.map(idsAsked)).toEqual([[one.event.id], [two.event.id]]);
  });

  it('shares a check in flight, and returns the deletion requests it found to every caller', async () => {
    const deletion = { id: 'd'.repeat(64), kind: 5 } as NostrEvent;
    const { gate, answer } = pendingAnswer();
    const { source, asked } = recordingSource(answer);
    const one = listing('one');
    const first = deletionRequestsFor(source, [one]);
    const second = deletionRequestsFor(source, [one]);
    gate.release([deletion]);
    expect(await first).toEqual([deletion]);
    expect(await second).toEqual([deletion]);
    expect(asked).toHaveLength(1);
  });

  it('asks again after a failure and after the app deleted something', async () => {
    let fail = true;
    const { source, asked } = recordingSource(() => (fail ? Promise.reject(new Error('relay down')) : Promise.resolve([])));
    const one = listing('one');
    await expect(deletionRequestsFor(source, [one])).rejects.toThrow('relay down');
    fail = false;
    await deletionRequestsFor(source, [one]);
    forgetDeletionChecks();
    await deletionRequestsFor(source, [one]);
    expect(asked).toHaveLength(3);
  });

  it("lets one caller stop waiting without failing another's check", async () => {
    const { gate, answer } = pendingAnswer();
    const { source } = recordingSource(answer);
    const one = listing('one');
    const leaving = new AbortController();
    const first = deletionRequestsFor(source, [one], leaving.signal);
    const second = deletionRequestsFor(source, [one]);
    leaving.abort();
    await expect(first).rejects.toBeDefined();
    gate.release([]);
    expect(await second).toEqual([]);
  });
});
