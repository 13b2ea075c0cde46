import { BookmarkIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { usePrivateList } from '@/features/private-lists/public';
import { toast } from '@/lib/toast-store';
import { EMPTY_SAVED_SEARCHES } from '@/nostr/saved-search';

import { savedSearchEditProblem } from '../saved-search-messages';
import { loadLocalSavedSearches, savedSearchesStore } from '../saved-searches-store';

/**
 * Saved searches kept in this browser while signed out are offered for upload once the account's list has
 * been read, as favourites are (docs/product.md §2 Saved searches).
 */
export function UploadLocalSavedSearches() {
  const state = usePrivateList(savedSearchesStore);
  const [local, setLocal] = useState(() => loadLocalSavedSearches().searches);
  const [dismissed, setDismissed] = useState(false);
  const [saving, setSaving] = useState(false);
  if (state.mode !== 'account' || state.status !== 'ready' || dismissed) return null;
  const known = new Set(state.value.searches.map((search) => search.id));
  const missing = local.filter((search) => !known.has(search.id));
  if (missing.length === 0 && !saving) return null;

  const save = async () => {
    setSaving(true);
    try {
      await savedSearchesStore.edit(...missing.toReversed().map((search) => ({ type: 'add' as const, search })));
      savedSearchesStore.clearLocal(EMPTY_SAVED_SEARCHES);
      setLocal([]);
      toast({ title: missing.length === 1 ? 'Search saved to your account' : `${missing.length} searches saved to your account`, variant: 'success' });
    } catch (error) {
      toast({ ...savedSearchEditProblem(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const count = missing.length;
  return (
    <section
      aria-label="Saved searches in this browser"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-auto sm:left-4"
    >
      <p className="flex items-start gap-2 font-medium">
        <BookmarkIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {count === 1 ? 'Save 1 search to your account?' : `Save ${count} searches to your account?`}
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
