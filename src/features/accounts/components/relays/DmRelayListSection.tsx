import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  applyDmRelayEdits,
  DM_RELAYS_EMPTY,
  dmRelayUrls,
  useOwnDmRelayList,
  useSaveDmRelayList,
  withDmRelayEdit,
  type DmRelayEdit,
} from '@/features/messages/public';
import { useCurrentUser } from '@/features/session/public';
import { useAppContext } from '@/features/settings/public';

import { relayEditStore } from './relay-edit-store';
import { RelayListEditor, type RelayListLabels } from './RelayListEditor';
import { RelayListPublishReport } from './RelayListPublishReport';

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
  const { user } = useCurrentUser();
  if (!user) return null;
  return <DmRelayListSectionFor key={user.pubkey} pubkey={user.pubkey} />;
}

function DmRelayListSectionFor({ pubkey }: { pubkey: string }) {
  const headingId = useId();
  const { config } = useAppContext();
  const list = useOwnDmRelayList();
  const { save, saving, report, dismissReport } = useSaveDmRelayList(list.event, list.refetch);
  const [edits, setEdits] = useState<readonly DmRelayEdit[]>(() => unsavedDmEdits.read(pubkey));
  useEffect(() => unsavedDmEdits.keep(pubkey, edits), [pubkey, edits]);

  const edit = (change: DmRelayEdit) => {
    setEdits((known) => withDmRelayEdit(known, change));
    dismissReport();
  };
  const saveEdits = async (toSave: readonly DmRelayEdit[]) => {
    if (await save(toSave)) setEdits([]);
  };
  const baseUrls = dmRelayUrls(list.event);
  const urls = applyDmRelayEdits(baseUrls, edits);

  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t p-3" data-testid="your-message-relays">
      <h3 id={headingId} className="text-sm font-semibold">
        Message relays
      </h3>
      <p className="text-xs text-muted-foreground">Private messages to you are delivered to these relays.</p>
      {list.status === 'loading' ? (
        <p className="text-sm text-muted-foreground">Loading your message relays...</p>
      ) : list.status === 'error' ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm text-destructive">
            Could not read your message relays.
          </p>
          <Button variant="outline" size="sm" className="h-8" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.status === 'none' && edits.length === 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">You have no message relays yet, so nobody can send you private messages.</p>
          <Button size="sm" className="h-8" disabled={saving} onClick={() => void saveEdits([{ type: 'add', url: config.relayUrl }])}>
            {saving ? 'Publishing...' : 'Publish message relays'}
          </Button>
        </div>
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
          onDiscard={() => setEdits([])}
          onSave={() => void saveEdits(edits)}
        />
      )}
      {report && <RelayListPublishReport report={report} onDismiss={dismissReport} listName="Your message relays" />}
    </section>
  );
}
