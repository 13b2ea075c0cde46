/**
 * What the rest of the app may use of the private-lists feature (docs/architecture.md §4, §16): lists the
 * user keeps in this browser or, signed in, encrypted to themselves on their relays.
 */
export { EmptyListNotice, PrivateListScreen } from './components/PrivateListScreen';
export { PrivateListSync } from './components/PrivateListSync';
export { UploadLocalList, type LocalListUpload } from './components/UploadLocalList';
export { listStatusMessage } from './list-status-message';
export { ListNotWritableError, NoNip44Error, type ListAdapter, type ListState, type ListStatus } from './list-store-types';
export { PrivateListStore } from './private-list-store';
export { selfCipher } from './self-cipher';
export { useAccountListSync } from './useAccountListSync';
export { usePrivateList, usePrivateListEdit, usePrivateListSelector } from './usePrivateList';
