import { useAppContext } from '@/features/settings/public';

import { applyDmRelayEdits, dmRelayUrls, withDmRelayEdit, type DmRelayEdit } from '../dm/dm-relay-edits';
import { useOwnDmRelayList } from '../dm/useOwnDmRelayList';
import { DM_RELAYS_EMPTY, useSaveDmRelayList } from '../dm/useSaveDmRelayList';
import { relayEditStore } from './relay-edit-store';
import { FirstRelayListOffer, ForSignedInUser, RelayListFrame, RelayListReadError } from './RelayListFrame';
import { RelayListEditor, type RelayListLabels } from './RelayListEditor';
import { RelayListPublishReport } from './RelayListPublishReport';
import { useRelayListEdits } from './useRelayListEdits';

const DM_LABELS: RelayListLabels = {
  list: 'Your message relays',
  empty: 'Your message relay list names no relays.',
  save: 'Save message relays',
  addInput: 'Message relay URL to add',
};

const unsavedDmEdits = relayEditStore<DmRelayEdit>();

/**
 * 'Message relays' in the relay selector (docs/product.md §2 Relay selector): the signed-in user's NIP-17 DM
 * relay list (kind 10050), where other people's private messages to them are delivered. Edited with the same
 * editor as 'Your relays' (without Read and Write: a relay is in the list or not), published with
 * 'Save message relays'. Loaded with the popover, for a signed-in user only.
 */
export function DmRelayListSection() {
  return <ForSignedInUser section={DmRelayListSectionFor} />;
}

function DmRelayListSectionFor({ pubkey }: { pubkey: string }) {
  const { config } = useAppContext();
  const list = useOwnDmRelayList();
  const saveList = useSaveDmRelayList(list.event);
  const { saving, report, dismissReport } = saveList;
  const { edits, edit, saveEdits, discard } = useRelayListEdits(pubkey, unsavedDmEdits, withDmRelayEdit, saveList);
  const baseUrls = dmRelayUrls(list.event);
  const urls = applyDmRelayEdits(baseUrls, edits);

  return (
    <RelayListFrame title="Message relays" note="Private messages to you are delivered to these relays." testId="your-message-relays">
      {list.status === 'loading' ? (
        <p className="text-sm text-muted-foreground">Loading your message relays...</p>
      ) : list.status === 'error' ? (
        <RelayListReadError message="Could not read your message relays." onRetry={() => void list.refetch()} />
      ) : list.status === 'none' && edits.length === 0 ? (
        <FirstRelayListOffer
          text="You have no message relays yet, so nobody can send you private messages."
          label="Publish message relays"
          saving={saving}
          onPublish={() => void saveEdits([{ type: 'add', url: config.relayUrl }])}
        />
      ) : (
        <RelayListEditor
          entries={urls.map((url) => ({ url, read: true, write: true }))}
          changed={JSON.stringify(urls) !== JSON.stringify(baseUrls)}
          modes={false}
          labels={DM_LABELS}
          chosenRelay={config.relayUrl}
          saving={saving}
          saveBlocked={urls.length === 0 ? DM_RELAYS_EMPTY : undefined}
          onAdd={(url) => edit({ type: 'add', url })}
          onRemove={(url) => edit({ type: 'remove', url })}
          onDiscard={discard}
          onSave={() => void saveEdits(edits)}
        />
      )}
      {report && <RelayListPublishReport report={report} onDismiss={dismissReport} listName="Your message relays" />}
    </RelayListFrame>
  );
}
