import type { RelaySource } from '@/features/network/public';

/** Where listings are read from: a set of relays (see the network feature's `RelaySource`). */
export type ListingSource = Pick<RelaySource, 'relays' | 'key' | 'read' | 'query'>;
