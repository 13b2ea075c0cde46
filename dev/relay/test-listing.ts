import type { NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';

import { signEvent, type TestKeys } from '../testing/test-keys';

/** A car listing (kind 30402) shaped like the app's, with overridable tags: the relay tests' listing. */
export function listing(
  keys: TestKeys,
  options: { d: string; title: string; created_at?: number; content?: string; extraTags?: string[][] },
): NostrEvent {
  return signEvent(keys, {
    kind: KIND.listing,
    created_at: options.created_at,
    content: options.content ?? 'Well kept, full service history.',
    tags: [
      ['d', options.d],
      ['title', options.title],
      ['price', '15000', 'USD'],
      ['t', 'car'],
      ['t', 'automobile'],
      ['status', 'active'],
      ...(options.extraTags ?? []),
    ],
  });
}
