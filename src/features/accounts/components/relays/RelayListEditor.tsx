import { Button } from '@/components/ui/button';
import type { NostrEvent } from '@/nostr/event';
import { MAX_RELAY_LIST_ENTRIES } from '@/nostr/relay-list';
import { applyRelayEdits, relayListEntries, relayListTags, type RelayEdit } from '@/nostr/relay-list-edit';
import { normalizeRelayUrl } from '@/nostr/relay-url';

import { AddRelayForm } from './AddRelayForm';
import { RelayListRow } from './RelayListRow';

interface RelayListEditorProps {
  /** The user's list as last read or published. */
  base: NostrEvent;
  edits: readonly RelayEdit[];
  chosenRelay: string;
  saving: boolean;
  onEdit: (edit: RelayEdit) => void;
  onDiscard: () => void;
  onSave: () => void;
}

/**
 * The user's NIP-65 list with their unsaved edits applied to its raw tags (src/nostr/relay-list-edit.ts), so
 * what is shown is exactly what would be published, other clients' entries and tags included. At most
 * MAX_RELAY_LIST_ENTRIES relays are listed; the rest of a longer list is kept as it is.
 */
export function RelayListEditor({ base, edits, chosenRelay, saving, onEdit, onDiscard, onSave }: RelayListEditorProps) {
  const baseTags = relayListTags(base);
  const tags = applyRelayEdits(baseTags, edits);
  const entries = relayListEntries(tags);
  const shown = entries.slice(0, MAX_RELAY_LIST_ENTRIES);
  const changed = JSON.stringify(tags) !== JSON.stringify(baseTags);
  const has = (url: string) => entries.some((entry) => entry.url === (normalizeRelayUrl(url) ?? url));

  return (
    <div className="space-y-2">
      {shown.length > 0 ? (
        <ul aria-label="Your relay list" className="space-y-1">
          {shown.map((entry) => (
            <RelayListRow
              key={entry.url}
              entry={entry}
              disabled={saving}
              onModeChange={(mode) => onEdit({ type: 'set', url: entry.url, ...mode })}
              onRemove={() => onEdit({ type: 'remove', url: entry.url })}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Your relay list names no relays.</p>
      )}
      {entries.length > shown.length && (
        <p className="text-xs text-muted-foreground">
          {entries.length - shown.length} more {entries.length - shown.length === 1 ? 'relay' : 'relays'} in your list are kept as they are.
        </p>
      )}
      <AddRelayForm chosenRelay={chosenRelay} has={has} disabled={saving} onAdd={(url) => onEdit({ type: 'add', url })} />
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Button size="sm" className="h-8" disabled={saving} onClick={onSave}>
          {saving ? 'Saving...' : 'Save relay list'}
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
