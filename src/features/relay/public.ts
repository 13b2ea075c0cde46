/**
 * What the rest of the app may use of the relay layer (docs/architecture.md §4): the page's pool
 * and its connections, the read helpers and their one retry policy, the page's event store (§20) and its
 * hooks, NIP-42's signer and policy holder and the prompt that asks before logging in to a relay that is not
 * the user's own, the React context.
 */
export { RelayConnection } from './connection/relay-connection';
export type { ConnectionState } from './connection/relay-socket';
export type { QueryOptions } from './connection/subscription-reads';
export { isAbort, QueryTimeout, RelayConnectionLost, RelayUnreachable, SubscriptionClosed } from './connection/relay-errors';
export { EARLY_SOCKET_TTL_MS, openEarlySockets, sendEarlyRequest, type EarlyAuthAnswer, type UnverifiedBootEvent } from './connection/early-sockets';
export type { BootRequest } from './connection/boot-requests';
export { RelayGroup, relayGroup } from './connection/relay-group';
export { RelayPool, relayPool } from './connection/relay-pool';
export { CurrentRelay } from './current-relay';
export { NostrContext } from './nostr-context';
export { NoRelayAnswered, readRelays, type RelaysRead } from './read-relays';
export { checkDeletions, forgetDeletionChecks, type DeletionSource } from './store/deletion-checks';
export { eventStore } from './store/event-store';
export { useCurrentEvent, useCurrentEvents, useStoreVersion } from './store/useEventStore';
export { relayAuth, type OwnRelayPolicy } from './relay-auth';
export { RelayAuthPrompt } from './components/RelayAuthPrompt';
export { shouldRetryRead } from './relay-retry';
export { useNostr } from './useNostr';
export { warmUpVerifier } from './verify/batch-verifier';
export { exposeStatsWhenAsked } from './verify/stats-probe';
export { resetVerificationMemo, verificationStats } from './verify/verified-memo';
