import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useNetwork } from '@/features/network/public';
import { PublishError, usePublish, useSendSignedEvent, type RelayPublishResult } from '@/features/publishing/public';
import type { NostrEvent } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { listingDeletionTemplate } from '@/nostr/listing-edit';

import { showListingChange } from './listing-changes';

/** What became of a deletion request: the signed kind 5 (when signing worked) and each relay's answer. */
export interface DeletionReport {
  event: NostrEvent | undefined;
  results: RelayPublishResult[];
  /** Why nothing was sent or accepted, when that is the case. */
  message: string | undefined;
}

export function deletedSomewhere(report: DeletionReport | undefined): boolean {
  return report?.results.some((result) => result.ok) === true;
}

/** The relays that refused or missed the request: where 'Retry' sends it again. */
export function failedRelays(report: DeletionReport | undefined): string[] {
  return report?.results.filter((result) => !result.ok).map((result) => result.relay) ?? [];
}

/** `results` with the answers of a retry in place of the earlier answers of the same relays. */
export function mergeResults(results: readonly RelayPublishResult[], retried: readonly RelayPublishResult[]): RelayPublishResult[] {
  const latest = new Map(retried.map((result) => [result.relay, result]));
  return results.map((result) => latest.get(result.relay) ?? result);
}

/**
 * Deleting a listing (docs/product.md §4 Seller actions, §7 Deletions): a NIP-09 request (`a`, `e`, `k`) to
 * every relay the listing was seen on plus the write relays; each relay's answer; 'Retry' sends the same
 * signed request again to the relays that failed only. The listing leaves every screen and the local cache
 * when `finish` is called (the dialog closes), so the report stays on screen until the seller has read it.
 */
export function useListingDeletion(listing: CarListing, seenOn: readonly string[]) {
  const publish = usePublish();
  const sendSigned = useSendSignedEvent();
  const queryClient = useQueryClient();
  const { readRelays } = useNetwork();
  const [report, setReport] = useState<DeletionReport>();

  const remove = useMutation<DeletionReport, Error, void>({
    mutationFn: async () => {
      try {
        // An accepted request is in the event store already (the publish puts it there): every later read
        // leaves the listing out without asking the relays again.
        const { event, results } = await publish.mutateAsync({ ...listingDeletionTemplate(listing, Date.now()), alsoTo: seenOn });
        return { event, results, message: undefined };
      } catch (error) {
        // Refused everywhere: keep the signed request and the reasons, for the report and its Retry.
        if (error instanceof PublishError) return { event: error.event, results: error.results, message: error.message };
        throw error;
      }
    },
    onSuccess: setReport,
    onError: (error) => {
      console.warn('[listings] Deleting the listing failed.', error);
      setReport({ event: undefined, results: [], message: error.message || 'The deletion request was not sent.' });
    },
  });

  const retry = useMutation<RelayPublishResult[], Error, void>({
    mutationFn: async () => {
      const event = report?.event;
      if (event === undefined) return [];
      return sendSigned(event, failedRelays(report));
    },
    onSuccess: (retried) => setReport((current) => (current === undefined ? current : { ...current, results: mergeResults(current.results, retried) })),
  });

  const finish = useCallback(() => {
    if (deletedSomewhere(report)) {
      showListingChange(queryClient, { type: 'remove', listing }, [...readRelays, ...seenOn]);
    }
  }, [listing, queryClient, readRelays, report, seenOn]);

  return {
    report,
    deleting: remove.isPending,
    retrying: retry.isPending,
    start: () => remove.mutate(),
    retry: () => retry.mutate(),
    finish,
  };
}
