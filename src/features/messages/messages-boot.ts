/**
 * What the inline boot script (src/boot-connect.ts) uses of the messages feature: no React and no lazy
 * imports, so the script stays one small inline bundle (docs/architecture.md §10).
 */
export { MESSAGES_PATH } from './components/messages-paths';
export { messagesBootRequests, watchInbox } from './api/boot-lookups';
export { earlyInboxWorker, type EarlyInboxWorker } from './api/boot-worker';
