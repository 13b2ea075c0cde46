import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { KIND } from '@/config/constants';
import { DM_RELAYS_NAME, dmRelaysOf, dmRelaysQueryKey } from '@/features/messages/public';
import { ownListRelays, readOwnList, useNetwork } from '@/features/network/public';
import { PublishError, usePublish, type RelayPublishResult } from '@/features/publishing/public';
import { useCurrentUser } from '@/features/session/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { buildDmRelayListEvent } from '@/nostr/dm-relay-list';
import type { NostrEvent } from '@/nostr/event';
import { editableBase, ListNotLoadedError } from '@/nostr/own-list-read';
import { acceptRelayUrl, relayPolicyFor } from '@/nostr/relay-list';
import { newestRelayList, nextRelayListTime } from '@/nostr/relay-list-edit';

import { applyDmRelayEdits, dmRelayUrls, type DmRelayEdit } from './dm-relay-edits';

/** Said when the edits would leave no relay: nobody could send the user a private message. */
export const DM_RELAYS_EMPTY = 'Keep at least one relay: without one nobody can send you private messages.';

/** What the relays answered to the last save (the relay selector's per-relay report). */
export type DmRelayListReport =
  | { status: 'published'; results: RelayPublishResult[] }
  | { status: 'failed'; results: RelayPublishResult[]; message: string };

export interface SaveDmRelayList {
  /** Publishes the list with `edits` applied to its newest version; resolves whether a relay took it. Never throws. */
  save(edits: readonly DmRelayEdit[]): Promise<boolean>;
  saving: boolean;
  report: DmRelayListReport | undefined;
  dismissReport(): void;
}

/**
 * Publishes the signed-in user's kind 10050 list from the relay selector (docs/product.md §2 Relay selector).
 * The edits are replayed on the newest version found just before signing, by a read that heard from every
 * one of the user's relays (docs/architecture.md §16); its other tags and content are kept. The list goes to the user's write relays and the relays it names (NIP-17: senders look for it there);
 * once a relay took it, it is the list the app sends to at once.
 */
export function useSaveDmRelayList(base: NostrEvent | null): SaveDmRelayList {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const client = useQueryClient();
  const publish = usePublish();
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<DmRelayListReport>();

  const save = async (edits: readonly DmRelayEdit[]): Promise<boolean> => {
    if (!user) return false;
    setSaving(true);
    setReport(undefined);
    try {
      const pubkey = user.pubkey;
      const read = await readOwnList(ownListRelays(network), newestOfKindFilter(KIND.dmRelayList, pubkey), (event) => event.kind === KIND.dmRelayList && event.pubkey === pubkey);
      const fresh = editableBase(read);
      if (fresh === undefined) throw new ListNotLoadedError(DM_RELAYS_NAME, read.state === 'unknown' ? read.missing : []);
      const latest = newestRelayList([base, fresh]) ?? null;
      const relays = applyDmRelayEdits(dmRelayUrls(latest), edits);
      if (relays.length === 0) throw new Error(DM_RELAYS_EMPTY);
      const template = buildDmRelayListEvent(relays, nextRelayListTime(latest, Math.floor(Date.now() / 1000)), latest ?? undefined);
      const policy = relayPolicyFor(globalThis.location);
      const alsoTo = relays.map((url) => acceptRelayUrl(url, policy)).filter((url): url is string => url !== undefined);
      const { event, results } = await publish.mutateAsync({ ...template, alsoTo });
      client.setQueriesData({ queryKey: dmRelaysQueryKey(user.pubkey) }, () => dmRelaysOf(event));
      setReport({ status: 'published', results });
      return true;
    } catch (error) {
      const results = error instanceof PublishError ? error.results : [];
      const message = error instanceof Error && error.message !== '' ? error.message : 'Your message relays could not be published.';
      setReport({ status: 'failed', results, message });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, report, dismissReport: () => setReport(undefined) };
}
