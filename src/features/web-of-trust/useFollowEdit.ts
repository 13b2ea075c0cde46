import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { KIND } from '@/config/constants';
import { ownListRelays, readOwnList, useNetwork } from '@/features/network/public';
import { usePublish } from '@/features/publishing/public';
import { useCurrentUser } from '@/features/session/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { applyFollowEdits, contactListItems, contactListTemplate, followedPubkeys, type FollowEdit } from '@/nostr/contact-list';
import { editableBase, ListNotLoadedError } from '@/nostr/own-list-read';

/** What the refused edits say; the list's name as the §16 message reads it. */
const LIST_NAME = 'Your follow list';
const MALFORMED = 'Your follow list on your relays is malformed, so it was not changed.';

/**
 * How long an edit waits for the user's NIP-65 list before reading their follow list where the app reads
 * (the same rule as the private lists): without it, the relays their other clients write to are not known.
 */
const RELAY_LIST_WAIT_MS = 3_000;

/** Whether the user's own relays are known (their NIP-65 list read, found or not) or the wait for it is over. */
function useOwnRelaysKnown(): boolean {
  const { relayListEvent } = useNetwork();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), RELAY_LIST_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return relayListEvent !== undefined || waited;
}

/**
 * Follow or unfollow one person (docs/product.md §2 Web of trust): the contact list (kind 3) is read again
 * from every one of the user's relays and the edit replayed on the newest version, keeping every other follow,
 * tag and the content; a read that missed a relay publishes nothing and says so (docs/architecture.md §16).
 * `ready` says the user's own relays are known, so the read asks every one of them.
 */
export function useFollowEdit() {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const publish = usePublish();
  const ready = useOwnRelaysKnown();
  const mutation = useMutation<void, Error, FollowEdit>({
    mutationFn: async (edit) => {
      if (!user) throw new Error('Log in to follow people.');
      const self = user.pubkey;
      const read = await readOwnList(ownListRelays(network), newestOfKindFilter(KIND.contactList, self), (event) => event.kind === KIND.contactList && event.pubkey === self);
      const base = editableBase(read);
      if (base === undefined) throw new ListNotLoadedError(LIST_NAME, read.state === 'unknown' ? read.missing : []);
      const items = contactListItems(base);
      if (items === undefined) throw new Error(MALFORMED);
      const pubkey = edit.type === 'follow' ? edit.follow.pubkey : edit.pubkey;
      // Already as asked (another client did it): nothing to publish.
      if (followedPubkeys(items).has(pubkey) === (edit.type === 'follow')) return;
      await publish.mutateAsync(contactListTemplate(base, applyFollowEdits(items, [edit]), Math.floor(Date.now() / 1000)));
    },
  });
  return { ...mutation, ready };
}
