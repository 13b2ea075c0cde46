import { useNetwork, useRelayListCache } from '@/features/network/public';
import { useAppContext } from '@/features/settings/public';
import { withRelayEdit, type RelayEdit } from '@/nostr/relay-list-edit';

import { relayEditStore } from './relay-edit-store';
import { nip65EditorView } from './nip65-editor-view';
import { FirstRelayListOffer, ForSignedInUser, RelayListFrame, RelayListReadError } from './RelayListFrame';
import { NIP65_LABELS, RelayListEditor } from './RelayListEditor';
import { RelayListPublishReport } from './RelayListPublishReport';
import { useRelayListEdits } from './useRelayListEdits';
import { useSaveRelayList } from './useSaveRelayList';

const unsavedRelayEdits = relayEditStore<RelayEdit>();

/**
 * 'Your relays' in the relay selector (docs/product.md §2 Relay selector, §7): the signed-in user's NIP-65
 * relay list (kind 10002), which tells other apps where to find their events. Without one, a button
 * publishes a first list from the chosen relay; with one, each relay can be read from, written to, removed,
 * and others added, then 'Save relay list' publishes it. Loaded with the popover, only for a signed-in user
 * (docs/architecture.md §10: nothing the home grid does not need is in its chunks).
 */
export function RelayListSection() {
  return <ForSignedInUser section={RelayListSectionFor} />;
}

function RelayListSectionFor({ pubkey }: { pubkey: string }) {
  const { config } = useAppContext();
  const { relayListEvent } = useNetwork();
  const cache = useRelayListCache(pubkey);
  const saveList = useSaveRelayList(relayListEvent ?? null);
  const { saving, report, dismissReport } = saveList;
  const { edits, edit, saveEdits, discard } = useRelayListEdits(pubkey, unsavedRelayEdits, withRelayEdit, saveList);

  return (
    <RelayListFrame title="Your relays" testId="your-relays">
      {relayListEvent === undefined ? (
        cache.fetching ? (
          <p className="text-sm text-muted-foreground">Loading your relay list...</p>
        ) : (
          <RelayListReadError message="Could not read your relay list." onRetry={() => void cache.refresh()} />
        )
      ) : relayListEvent === null ? (
        <FirstRelayListOffer
          text="You have no relay list yet. Publishing one tells other apps where to find your listings and messages."
          label="Publish relay list"
          saving={saving}
          // 'add' and not a fresh list: if a list turns up on the relays just before publishing, it is kept.
          onPublish={() => void saveEdits([{ type: 'add', url: config.relayUrl }])}
        />
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
          onDiscard={discard}
          onSave={() => void saveEdits(edits)}
        />
      )}
      {report && <RelayListPublishReport report={report} onDismiss={dismissReport} />}
    </RelayListFrame>
  );
}
