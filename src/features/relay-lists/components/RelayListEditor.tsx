import { Button } from '@/components/ui/button';
import type { RelayListEntry } from '@/nostr/relay-list';
import type { RelayMode } from '@/nostr/relay-list-edit';
import { normalizeRelayUrl } from '@/nostr/relay-url';

import { AddRelayForm } from './AddRelayForm';
import { RelayListRow } from './RelayListRow';

/** The words of one relay list editor: the NIP-65 list ('Your relay list') or the DM relays ('Your message relays'). */
export interface RelayListLabels {
  /** The list's accessible name; also names the add box ('Relay URL to add' for the NIP-65 list). */
  list: string;
  empty: string;
  save: string;
  addInput: string;
}

export const NIP65_LABELS: RelayListLabels = {
  list: 'Your relay list',
  empty: 'Your relay list names no relays.',
  save: 'Save relay list',
  addInput: 'Relay URL to add',
};

interface RelayListEditorProps {
  /** The relays as they would be published (the list with the unsaved edits applied), in order. */
  entries: readonly RelayListEntry[];
  /** How many relays of a longer list are not listed (kept as they are). */
  hidden?: number;
  /** Whether the edits change the list (offers 'Discard changes'). */
  changed: boolean;
  /** Read and Write per relay (NIP-65); without, a relay is simply in the list or not (NIP-17 DM relays). */
  modes: boolean;
  labels: RelayListLabels;
  chosenRelay: string;
  saving: boolean;
  /** Save is refused while this says why (a DM list with no relay left). */
  saveBlocked?: string;
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  onModeChange?: (url: string, mode: RelayMode) => void;
  onDiscard: () => void;
  onSave: () => void;
}

/**
 * One of the user's relay lists with their unsaved edits applied, so what is shown is exactly what would be
 * published: each relay (with Read and Write for NIP-65), Remove, Add, Save and Discard. The same editor
 * serves the NIP-65 list (RelayListSection) and the NIP-17 DM relays (DmRelayListSection).
 */
export function RelayListEditor(props: RelayListEditorProps) {
  const { entries, hidden = 0, changed, modes, labels, chosenRelay, saving, saveBlocked, onAdd, onRemove, onModeChange, onDiscard, onSave } = props;
  const has = (url: string) => entries.some((entry) => entry.url === (normalizeRelayUrl(url) ?? url));

  return (
    <div className="space-y-2">
      {entries.length > 0 ? (
        <ul aria-label={labels.list} className="space-y-1">
          {entries.map((entry) => (
            <RelayListRow
              key={entry.url}
              entry={entry}
              disabled={saving}
              onModeChange={modes && onModeChange ? (mode) => onModeChange(entry.url, mode) : undefined}
              onRemove={() => onRemove(entry.url)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{labels.empty}</p>
      )}
      {hidden > 0 && (
        <p className="text-xs text-muted-foreground">
          {hidden} more {hidden === 1 ? 'relay' : 'relays'} in your list are kept as they are.
        </p>
      )}
      <AddRelayForm chosenRelay={chosenRelay} has={has} disabled={saving} inputLabel={labels.addInput} onAdd={onAdd} />
      {saveBlocked !== undefined && changed && <p className="text-sm font-medium text-destructive">{saveBlocked}</p>}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Button size="sm" className="h-8" disabled={saving || (saveBlocked !== undefined && changed)} onClick={onSave}>
          {saving ? 'Saving...' : labels.save}
        </Button>
        {changed && (
          <Button variant="ghost" size="sm" className="h-8" disabled={saving} onClick={onDiscard}>
            Discard changes
          </Button>
        )}
        {changed && <span className="text-xs text-muted-foreground">Unsaved changes</span>}
      </div>
    </div>
  );
}
