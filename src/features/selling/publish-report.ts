import { listingPath } from '@/features/listings/public';
import { PublishError, type PublishOutcome, type RelayPublishResult } from '@/features/publishing/public';

/** What the seller is told after pressing 'Create Listing': each relay's answer, and where the listing lives. */
export type PublishReport =
  | { status: 'published'; results: RelayPublishResult[]; listingPath: string | undefined }
  | { status: 'failed'; results: RelayPublishResult[]; message: string };

export function publishedReport({ event, results }: PublishOutcome): PublishReport {
  const d = event.tags.find(([name]) => name === 'd')?.[1];
  return {
    status: 'published',
    results,
    listingPath: d === undefined ? undefined : listingPath({ id: d, pubkey: event.pubkey }),
  };
}

/** A refusal by every relay carries their answers; any other failure (signer declined, offline) its message. */
export function failedReport(error: unknown): PublishReport {
  const results = error instanceof PublishError ? error.results : [];
  const message = error instanceof Error && error.message !== '' ? error.message : 'The listing could not be published.';
  return { status: 'failed', results, message };
}
