import { HeartIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { usePrivateList } from '@/features/private-lists/public';
import { toast } from '@/lib/toast-store';
import { favouriteAddresses } from '@/nostr/bookmark-list';

import { favouriteEditProblem } from '../favourite-messages';
import { favouritesStore, loadLocalFavourites, saveLocalFavourites } from '../favourites-store';

/**
 * docs/product.md §2 Favourites: favourites saved in this browser while signed out are offered for upload
 * once the account's list has been read ("Save N favourites to your account?"). Saving adds them to the
 * bookmark list and clears the browser's copy; "Not now" keeps them in the browser and asks at the next login.
 */
export function UploadLocalFavourites() {
  const state = usePrivateList(favouritesStore);
  const [local, setLocal] = useState(() => loadLocalFavourites());
  const [dismissed, setDismissed] = useState(false);
  const [saving, setSaving] = useState(false);
  if (state.mode !== 'account' || state.status !== 'ready' || dismissed) return null;
  const account = new Set(favouriteAddresses(state.value));
  const missing = local.filter((address) => !account.has(address));
  if (missing.length === 0 && !saving) return null;

  const save = async () => {
    setSaving(true);
    try {
      await favouritesStore.edit(...missing.map((address) => ({ type: 'add' as const, address })));
      saveLocalFavourites([]);
      setLocal([]);
      toast({ title: missing.length === 1 ? 'Favourite saved to your account' : `${missing.length} favourites saved to your account`, variant: 'success' });
    } catch (error) {
      toast({ ...favouriteEditProblem(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const count = missing.length;
  return (
    <section
      aria-label="Favourites in this browser"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-auto sm:right-4"
    >
      <p className="flex items-start gap-2 font-medium">
        <HeartIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 fill-red-500 text-red-500" />
        {count === 1 ? 'Save 1 favourite to your account?' : `Save ${count} favourites to your account?`}
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
