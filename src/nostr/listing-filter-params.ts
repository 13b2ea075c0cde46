/**
 * TEMPORARY (issue 11): the browse state and its URL parameters moved to
 * src/features/listings/listing-filter-params.ts, since they belong to the browse screen, not to the protocol
 * (docs/architecture.md §4). This type-only alias keeps features/listings/api/useListings.ts, which
 * is being rewritten, compiling until it imports BrowseState from there; then delete this file and its entry
 * in PENDING_EXCEPTIONS (scripts/boundaries.ts).
 */
export type { BrowseState } from '@/features/listings/listing-filter-params';
