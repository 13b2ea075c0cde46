import { useMutation } from '@tanstack/react-query';

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
 * Follow or unfollow one person (docs/product.md §2 Web of trust): the contact list (kind 3) is read again
 * from every one of the user's relays and the edit replayed on the newest version, keeping every other follow,
 * tag and the content; a read that missed a relay publishes nothing and says so (docs/architecture.md §16).
 */
export function useFollowEdit() {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const publish = usePublish();
  return useMutation<void, Error, FollowEdit>({
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
}
