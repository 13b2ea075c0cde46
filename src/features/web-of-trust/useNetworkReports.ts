import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { relaysKey, useNetwork } from '@/features/network/public';
import { eventStore } from '@/features/relay/public';
import { reportAuthors, reportsOfListingOrSeller, type ListingReportSubject } from '@/nostr/network-reports';
import { reportsOf, type ReportSummary } from '@/nostr/report-read';

import { networkReportRequests, type ReportAsker } from './report-requests';
import { useOwnContactList } from './useOwnContactList';

export interface NetworkReports extends ReportSummary {
  /** Whether the user's network was asked and answered (false signed out: nobody is asked). */
  checked: boolean;
}

const EMPTY: NetworkReports = { reports: [], reporters: [], checked: false };

/**
 * The report authors chosen from a follow list, once per list (`useOwnContactList` gives every card the same
 * array): each card on screen asks, and a card that scrolls into view should not sort through the follows again.
 */
const authorsOfFollows = new WeakMap<readonly string[], { self: string; authors: string[] }>();

function reportAuthorsOnce(follows: readonly string[], self: string): string[] {
  const known = authorsOfFollows.get(follows);
  if (known?.self === self) return known.authors;
  const authors = reportAuthors(follows, self);
  authorsOfFollows.set(follows, { self, authors });
  return authors;
}

/** What the report batches are asked with: the read relays and the most recent follows (bounded). */
function useReportAsker(): { asker: ReportAsker | undefined; trusted: ReadonlySet<string> } {
  const { self, follows, followSet } = useOwnContactList();
  const { readRelays: relays } = useNetwork();
  const asker = useMemo(() => {
    if (self === undefined || follows.length === 0) return undefined;
    const authors = reportAuthorsOnce(follows, self);
    return { key: `${self} ${relaysKey(relays)} ${authors.length} ${authors[0] ?? ''}`, relays, authors };
  }, [self, follows, relays]);
  return { asker, trusted: followSet };
}

/**
 * The reports by people the user follows about a listing or its seller (`listing`), or a person alone
 * (`pubkey` without an address). Signed out, or following nobody, there are none: anyone can publish a
 * report, so only the user's own network's count (docs/product.md §2 Reports from your network).
 */
export function useNetworkReports(subject: { pubkey: string; address?: string; eventIds?: readonly string[] }): NetworkReports {
  const { asker, trusted } = useReportAsker();
  const seller = subject.pubkey;
  useEffect(() => {
    if (asker !== undefined) networkReportRequests.want(seller, asker);
  }, [asker, seller]);
  const version = useSyncExternalStore(networkReportRequests.subscribe, networkReportRequests.getVersion, networkReportRequests.getVersion);
  const { address, eventIds } = subject;
  return useMemo(() => {
    if (asker === undefined || version < 0) return EMPTY;
    // Reports their authors deleted (NIP-09) are dropped by the event store's answer.
    const checked = networkReportRequests.isChecked(seller, asker.key);
    const received = eventStore.current(networkReportRequests.reportsAbout(seller), (event) => event);
    if (received.length === 0) return { ...EMPTY, checked };
    if (address === undefined) return { ...reportsOf(received, { type: 'pubkey', pubkey: seller }, trusted), checked };
    const listing: ListingReportSubject = { pubkey: seller, address, ...(eventIds ? { eventIds } : {}) };
    return { ...reportsOfListingOrSeller(received, listing, trusted), checked };
  }, [asker, version, seller, address, eventIds, trusted]);
}
