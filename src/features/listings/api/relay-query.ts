import type { useReadRelay } from '@/features/relay/useReadRelay';

/** The bound read function of `useReadRelay()`: one relay, throws on CLOSED and on timeout. */
export type RelayQuery = ReturnType<typeof useReadRelay>['query'];
