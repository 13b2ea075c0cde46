import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { listIncompleteNote, listStatusMessage } from '../list-status-message';
import type { ListState } from '../list-store-types';

/**
 * The frame of a list's screen (`/favourites`, `/saved`): its title, where the list is kept, then the list
 * (`children`), or instead of it why the list cannot be used (docs/product.md §2 Favourites, §8).
 */
export function PrivateListScreen({
  title,
  name,
  state,
  accountNote,
  children,
}: {
  title: string;
  /** The list in messages ("Your favourites"). */
  name: string;
  state: Pick<ListState<unknown>, 'mode' | 'status'>;
  /** Where the list is kept signed in. */
  accountNote: string;
  children: ReactNode;
}) {
  // Incomplete: what the relays that answered hold is shown, with a word about the silent ones.
  const problem = state.status === 'incomplete' ? undefined : listStatusMessage(state.status, name);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">
          {state.mode === 'local' ? 'Kept in this browser. Log in to keep them on your account, encrypted so only you can read them.' : accountNote}
        </p>
      </header>
      {state.status === 'incomplete' && (
        <p role="status" className="rounded-lg border border-amber-500/50 bg-amber-500/5 p-4 text-sm">
          {listIncompleteNote(name)}
        </p>
      )}
      {problem !== undefined ? (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm">
          {problem}
        </p>
      ) : (
        children
      )}
    </div>
  );
}

/** What a list's screen shows while the list is empty: what it is for, and `children` (a way to start). */
export function EmptyListNotice({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
