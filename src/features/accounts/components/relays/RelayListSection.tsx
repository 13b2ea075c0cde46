import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useNetwork, useRelayListCache } from '@/features/network/public';
import { useCurrentUser } from '@/features/session/public';
import { useAppContext } from '@/features/settings/public';
import { withRelayEdit, type RelayEdit } from '@/nostr/relay-list-edit';

import { keepRelayEdits, unsavedRelayEdits } from './relay-edit-store';
import { nip65EditorView } from './nip65-editor-view';
import { NIP65_LABELS, RelayListEditor } from './RelayListEditor';
import { RelayListPublishReport } from './RelayListPublishReport';
import { useSaveRelayList } from './useSaveRelayList';

/**
 * 'Your relays' in the relay selector (docs/product.md §2 Relay selector, §7): the signed-in user's NIP-65
 * relay list (kind 10002), which tells other apps where to find their events. Without one, a button
 * publishes a first list from the chosen relay; with one, each relay can be read from, written to, removed,
 * and others added, then 'Save relay list' publishes it. Loaded with the popover, only for a signed-in user
 * (docs/architecture.md §10: nothing the home grid does not need is in its chunks).
 */
export function RelayListSection() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <RelayListSectionFor key={user.pubkey} pubkey={user.pubkey} />;
}

function RelayListSectionFor({ pubkey }: { pubkey: string }) {
  const headingId = useId();
  const { config } = useAppContext();
  const { relayListEvent } = useNetwork();
  const cache = useRelayListCache(pubkey);
  const { save, saving, report, dismissReport } = useSaveRelayList(relayListEvent ?? null);
  const [edits, setEdits] = useState<readonly RelayEdit[]>(() => unsavedRelayEdits(pubkey));
  useEffect(() => keepRelayEdits(pubkey, edits), [pubkey, edits]);

  const edit = (change: RelayEdit) => {
    setEdits((known) => withRelayEdit(known, change));
    dismissReport();
  };
  const saveEdits = async (toSave: readonly RelayEdit[]) => {
    // Only a published list clears the edits: after a refusal they are still there to try again.
    if (await save(toSave)) setEdits([]);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t p-3" data-testid="your-relays">
      <h3 id={headingId} className="text-sm font-semibold">
        Your relays
      </h3>
      {relayListEvent === undefined ? (
        cache.fetching ? (
          <p className="text-sm text-muted-foreground">Loading your relay list...</p>
        ) : (
          <div className="space-y-2">
            <p role="alert" className="text-sm text-destructive">
              Could not read your relay list.
            </p>
            <Button variant="outline" size="sm" className="h-8" onClick={() => void cache.refresh()}>
              Try again
            </Button>
          </div>
        )
      ) : relayListEvent === null ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            You have no relay list yet. Publishing one tells other apps where to find your listings and messages.
          </p>
          {/* 'add' and not a fresh list: if a list turns up on the relays just before publishing, it is kept. */}
          <Button size="sm" className="h-8" disabled={saving} onClick={() => void saveEdits([{ type: 'add', url: config.relayUrl }])}>
            {saving ? 'Publishing...' : 'Publish relay list'}
          </Button>
        </div>
      ) : (
        <RelayListEditor
          {...nip65EditorView(relayListEvent, edits)}
          modes
          labels={NIP65_LABELS}
          chosenRelay={config.relayUrl}
          saving={saving}
          onAdd={(url) => edit({ type: 'add', url })}
          onRemove={(url) => edit({ type: 'remove', url })}
          onModeChange={(url, mode) => edit({ type: 'set', url, ...mode })}
          onDiscard={() => setEdits([])}
          onSave={() => void saveEdits(edits)}
        />
      )}
      {report && <RelayListPublishReport report={report} onDismiss={dismissReport} />}
    </section>
  );
}
