import { useEffect, useState } from 'react';

import type { RelayEditStore } from './relay-edit-store';

/**
 * The unsaved edits of one of the user's relay lists: kept in `unsaved` while the popover is closed, each new
 * one folded in by `withEdit` (and the last save's report dismissed), cleared by a save only once some relay
 * accepted the list, so after a refusal they are still there to try again.
 */
export function useRelayListEdits<Edit>(
  pubkey: string,
  unsaved: RelayEditStore<Edit>,
  withEdit: (edits: readonly Edit[], edit: Edit) => Edit[],
  list: { save(edits: readonly Edit[]): Promise<boolean>; dismissReport(): void },
) {
  const [edits, setEdits] = useState<readonly Edit[]>(() => unsaved.read(pubkey));
  useEffect(() => unsaved.keep(pubkey, edits), [unsaved, pubkey, edits]);

  return {
    edits,
    edit: (change: Edit) => {
      setEdits((known) => withEdit(known, change));
      list.dismissReport();
    },
    saveEdits: async (toSave: readonly Edit[]) => {
      if (await list.save(toSave)) setEdits([]);
    },
    discard: () => setEdits([]),
  };
}
