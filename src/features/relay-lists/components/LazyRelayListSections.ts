import { lazy } from 'react';

// Signed-in only, and only once the relay selector's popover is open (docs/architecture.md §10): visitors never
// download the relay-list editor, and the account menu's chunk does not grow by it either.
export const LazyRelayListSection = lazy(() => import('./RelayListSection').then((module) => ({ default: module.RelayListSection })));

// The NIP-17 DM relays, edited with the same editor (issue 14).
export const LazyDmRelayListSection = lazy(() => import('./DmRelayListSection').then((module) => ({ default: module.DmRelayListSection })));
