import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { usePrivateListEdit } from '@/features/private-lists/public';
import { useCurrentUser } from '@/features/session/public';
import { toast } from '@/lib/toast-store';
import type { MuteEdit, MuteTarget } from '@/nostr/mute-list';

import { MUTE_LABELS, muteEditProblem } from './mute-messages';
import { muteStore } from './mute-store';

/**
 * Mute and unmute as the buttons do them (docs/product.md §2 Mute): the item is hidden (or shown) at once and
 * written privately (NIP-44 to self) to the list read from every relay; a toast confirms with an undo, or says
 * why nothing changed (the edit is then undone on screen).
 */
export function useMuteActions() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const pubkey = user?.pubkey;

  const editList = usePrivateListEdit(muteStore);
  /** The edit, on the account's list: pressed before the list's sync has started, it waits for that read. */
  const edit = useCallback(
    (change: MuteEdit) => (pubkey === undefined ? Promise.reject(new Error('Log in to mute.')) : editList(change)),
    [pubkey, editList],
  );

  const unmute = useCallback(
    async (target: MuteTarget, name: string): Promise<boolean> => {
      try {
        await edit({ type: 'unmute', target });
      } catch (error) {
        toast({ title: `${name} is still muted`, description: muteEditProblem(error), variant: 'destructive' });
        return false;
      }
      // Reads made while muted left the person's events out: read again, now that they show.
      void queryClient.invalidateQueries();
      toast({ title: `${MUTE_LABELS.unmuted} ${name}`, description: 'Their listings, comments and messages show again.' });
      return true;
    },
    [queryClient, edit],
  );

  const mute = useCallback(
    async (target: MuteTarget, name: string): Promise<boolean> => {
      try {
        await edit({ type: 'mute', target });
      } catch (error) {
        toast({ title: `${name} was not muted`, description: muteEditProblem(error), variant: 'destructive' });
        return false;
      }
      toast({
        title: target.type === 'pubkey' ? MUTE_LABELS.muted : `Muted ${name}`,
        description:
          target.type === 'pubkey' ? `You won't see ${name}'s listings, comments or messages. Only you can see whom you mute.` : 'Matching listings are hidden.',
        action: { label: 'Undo', altText: 'Unmute from the Muted screen in the account menu', onClick: () => void unmute(target, name) },
      });
      return true;
    },
    [unmute, edit],
  );

  return { mute, unmute };
}
