import { useState } from 'react';

import { KIND } from '@/config/constants';
import { ownListRelays, readOwnList, useNetwork, useRelayListCache } from '@/features/network/public';
import { PublishError, usePublish, type RelayPublishResult } from '@/features/publishing/public';
import { useCurrentUser } from '@/features/session/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import type { NostrEvent } from '@/nostr/event';
import { editableBase, ListNotLoadedError } from '@/nostr/own-list-read';
import { relayPolicyFor } from '@/nostr/relay-list';
import {
  applyRelayEdits,
  newestRelayList,
  nextRelayListTime,
  relayListExtraRelays,
  relayListTags,
  relayListTemplate,
  type RelayEdit,
} from '@/nostr/relay-list-edit';

/** What the relays answered to the last save: shown under the editor, one line per relay. */
export type RelayListReport =
  | { status: 'published'; results: RelayPublishResult[] }
  | { status: 'failed'; results: RelayPublishResult[]; message: string };

function failedReport(error: unknown): RelayListReport {
  const results = error instanceof PublishError ? error.results : [];
  const message = error instanceof Error && error.message !== '' ? error.message : 'The relay list could not be published.';
  return { status: 'failed', results, message };
}

export interface SaveRelayList {
  /** Publishes `base` with `edits` applied; resolves whether some relay accepted it. Never throws. */
  save(edits: readonly RelayEdit[]): Promise<boolean>;
  saving: boolean;
  report: RelayListReport | undefined;
  dismissReport(): void;
}

/**
 * Publishes the signed-in user's NIP-65 list (docs/product.md §7). The edits are replayed on the newest
 * version found just before signing, not on the one the editor showed, so entries another client added in
 * the meantime survive too; that read must hear from every one of the user's relays, or nothing is published
 * (docs/architecture.md §16). The list goes to the user's write relays plus the relays it names (and those of
 * the version it replaces), at most MAX_RELAY_LIST_PUBLISH_RELAYS; once a relay accepted it, it becomes the
 * list the app routes by at once. A failure leaves the edits alone: the caller clears them only on success.
 */
export function useSaveRelayList(base: NostrEvent | null): SaveRelayList {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const { writeRelays } = network;
  const cache = useRelayListCache(user?.pubkey);
  const publish = usePublish();
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<RelayListReport>();

  const save = async (edits: readonly RelayEdit[]): Promise<boolean> => {
    setSaving(true);
    setReport(undefined);
    try {
      if (!user) throw new Error('Log in to change your relay list.');
      const pubkey = user.pubkey;
      const read = await readOwnList(ownListRelays(network), newestOfKindFilter(KIND.relayList, pubkey), (event) => event.kind === KIND.relayList && event.pubkey === pubkey);
      const fresh = editableBase(read);
      if (fresh === undefined) throw new ListNotLoadedError('Your relay list', read.state === 'unknown' ? read.missing : []);
      const latest = newestRelayList([base, fresh]) ?? null;
      const previousTags = relayListTags(latest);
      const tags = applyRelayEdits(previousTags, edits);
      const template = relayListTemplate(latest, tags, nextRelayListTime(latest, Math.floor(Date.now() / 1000)));
      const alsoTo = relayListExtraRelays({ writeRelays, tags, previousTags, policy: relayPolicyFor(globalThis.location) });
      const { event, results } = await publish.mutateAsync({ ...template, alsoTo });
      cache.store(event);
      setReport({ status: 'published', results });
      return true;
    } catch (error) {
      setReport(failedReport(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, report, dismissReport: () => setReport(undefined) };
}
