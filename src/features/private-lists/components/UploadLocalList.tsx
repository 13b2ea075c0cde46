import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';

import type { PrivateListStore } from '../private-list-store';
import { usePrivateList } from '../usePrivateList';

/** One list's upload offer: which items this browser holds, how they are added, and what the user reads. */
export interface LocalListUpload<T, E, Item> {
  store: PrivateListStore<T, E>;
  /** This browser's items, read once when the offer shows. */
  loadLocal(): readonly Item[];
  /** An item's identity: the offer is for the browser's items whose key the account's list lacks. */
  key(item: Item): string;
  /** The keys of the account's list's items. */
  accountKeys(account: T): Iterable<string>;
  /** The edits that add `items` to the account's list. */
  add(items: readonly Item[]): E[];
  /** The toast for an edit that did not go through. */
  problem(error: unknown): { title: string; description: string };
  /** The offer's accessible name ("Favourites in this browser"). */
  label: string;
  icon: ReactNode;
  /**
   * What the items are called, one and many: the offer asks "Save 1 favourite to your account?" or "Save 3
   * favourites to your account?", the toast says "Favourite saved to your account" or "3 favourites saved to
   * your account".
   */
  noun: { one: string; many: string };
  /** The corner the offer sits in at sm+ (two lists' offers can show at once). */
  side: 'left' | 'right';
}

/**
 * docs/product.md §2 Favourites, Saved searches: items saved in this browser while signed out are offered for
 * upload once the account's list has been read ("Save N … to your account?"). Saving adds them to the list
 * and clears the browser's copy; "Not now" keeps them in the browser and asks at the next login.
 */
export function UploadLocalList<T, E, Item>({ upload }: { upload: LocalListUpload<T, E, Item> }) {
  const state = usePrivateList(upload.store);
  const [local, setLocal] = useState(() => upload.loadLocal());
  const [dismissed, setDismissed] = useState(false);
  const [saving, setSaving] = useState(false);
  if (state.mode !== 'account' || state.status !== 'ready' || dismissed) return null;
  const known = new Set(upload.accountKeys(state.value));
  const missing = local.filter((item) => !known.has(upload.key(item)));
  const { one, many } = upload.noun;
  if (missing.length === 0 && !saving) return null;

  const save = async () => {
    setSaving(true);
    try {
      await upload.store.edit(...upload.add(missing));
      upload.store.clearLocal();
      setLocal([]);
      toast({ title: missing.length === 1 ? `${one.charAt(0).toUpperCase()}${one.slice(1)} saved to your account` : `${missing.length} ${many} saved to your account`, variant: 'success' });
    } catch (error) {
      toast({ ...upload.problem(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-label={upload.label}
      className={`fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-auto ${upload.side === 'left' ? 'sm:left-4' : 'sm:right-4'}`}
    >
      <p className="flex items-start gap-2 font-medium">
        {upload.icon}
        {missing.length === 1 ? `Save 1 ${one} to your account?` : `Save ${missing.length} ${many} to your account?`}
      </p>
      <p className="text-sm text-muted-foreground">They are kept in this browser. Saved to your account, they follow you to any device, encrypted so only you can read them.</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(true)} disabled={saving}>
          Not now
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </section>
  );
}
