import { PlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { normalizeCustomRelayUrl } from '@/nostr/relay-url';

import { relayName } from './relay-name';

interface AddRelayFormProps {
  /** The relay the app reads from now (settings), offered with one press when the list lacks it. */
  chosenRelay: string;
  /** Whether the list already names `url` (canonical). */
  has: (url: string) => boolean;
  disabled: boolean;
  /** The box's accessible name, distinct per list when the popover shows two. */
  inputLabel?: string;
  onAdd: (url: string) => void;
}

/**
 * Adds a relay to the user's list: the chosen relay, or a typed URL read like the selector's custom relay
 * (docs/product.md §5 Relay URLs: trimmed, `wss://` when there is no scheme, else 'Invalid relay URL').
 */
export function AddRelayForm({ chosenRelay, has, disabled, inputLabel = 'Relay URL to add', onAdd }: AddRelayFormProps) {
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const chosen = normalizeCustomRelayUrl(chosenRelay);

  const add = (url: string): boolean => {
    if (has(url)) {
      setError(`${relayName(url)} is already in your list`);
      return false;
    }
    setError(undefined);
    onAdd(url);
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCustomRelayUrl(text);
    if (!typed.ok) setError(typed.error);
    else if (add(typed.url)) setText('');
  };

  return (
    <form onSubmit={submit} className="space-y-1.5" noValidate>
      {chosen.ok && !has(chosen.url) && (
        <Button variant="outline" size="sm" className="h-8 w-full justify-start" disabled={disabled} onClick={() => add(chosen.url)}>
          <PlusIcon aria-hidden="true" />
          <span className="min-w-0 truncate">
            Add current relay <span className="font-mono text-xs">{relayName(chosen.url)}</span>
          </span>
        </Button>
      )}
      <div className="flex gap-1.5">
        <Input
          aria-label={inputLabel}
          placeholder="wss://relay.example.com"
          className="h-8"
          value={text}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="outline" size="sm" className="h-8" disabled={disabled}>
          Add
        </Button>
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
