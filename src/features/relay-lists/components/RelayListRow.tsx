import { Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { RelayListEntry } from '@/nostr/relay-list';
import type { RelayMode } from '@/nostr/relay-list-edit';

import { relayName } from './relay-name';

interface RelayListRowProps {
  entry: RelayListEntry;
  disabled: boolean;
  /** Read and Write checkboxes (NIP-65); a DM relay list has none. */
  onModeChange?: (mode: RelayMode) => void;
  onRemove: () => void;
}

/**
 * One relay of one of the user's lists: its URL, Remove and, for the NIP-65 list, Read and Write (NIP-65 markers: both checked is an `r` tag
 * without a marker) and Remove. The last checked box cannot be cleared: a relay neither read from nor
 * written to is not in the list, and Remove says that more plainly.
 */
export function RelayListRow({ entry, disabled, onModeChange, onRemove }: RelayListRowProps) {
  const name = relayName(entry.url);
  return (
    <li className="rounded-md border px-2 py-1">
      <div className="flex items-center gap-1">
        <span className="min-w-0 flex-1 truncate font-mono text-xs" title={entry.url}>
          {name}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 text-muted-foreground hover:text-destructive"
          aria-label={`Remove ${name}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {onModeChange && (
        <div className="flex items-center gap-4 pb-0.5 text-sm">
          <label className="flex cursor-pointer items-center gap-1.5 has-disabled:cursor-default">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              aria-label={`Read from ${name}`}
              checked={entry.read}
              disabled={disabled || (entry.read && !entry.write)}
              onChange={(event) => onModeChange({ read: event.target.checked, write: entry.write })}
            />
            Read
          </label>
          <label className="flex cursor-pointer items-center gap-1.5 has-disabled:cursor-default">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              aria-label={`Write to ${name}`}
              checked={entry.write}
              disabled={disabled || (entry.write && !entry.read)}
              onChange={(event) => onModeChange({ read: entry.read, write: event.target.checked })}
            />
            Write
          </label>
        </div>
      )}
    </li>
  );
}
