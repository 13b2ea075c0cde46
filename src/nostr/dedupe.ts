/**
 * The version rules moved to the event store's module family (docs/architecture.md §20); these names stay
 * only until the last reader goes through the store.
 */
export { isAddressableKind, isNewerVersion, isReplaceableKind, latestVersions, versionKey } from './event-store-rules';
