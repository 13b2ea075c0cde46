/**
 * What the rest of the app may use of the publishing feature (docs/architecture.md §4): signing
 * and publishing a template, sending an already signed event again, and the per-relay outcome.
 */
export { PublishError, type PublishOutcome, type RelayPublishResult } from './publish-event';
export { usePublish } from './usePublish';
export { useSendSignedEvent } from './useSendSignedEvent';
export { RelayAnswerList } from './components/RelayAnswerList';
