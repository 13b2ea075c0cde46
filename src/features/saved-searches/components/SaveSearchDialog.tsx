import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeBrowseSearch } from '@/features/browse/public';
import { usePrivateListEdit } from '@/features/private-lists/public';
import { toast } from '@/lib/toast-store';
import { MAX_SEARCH_NAME_LENGTH, newSavedSearch } from '@/nostr/saved-search';

import { savedSearchEditProblem } from '../saved-search-messages';
import { savedSearchesStore } from '../saved-searches-store';

function newId(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/**
 * 'Save search' (docs/product.md §2 Saved searches): names the current search text, filters and sort. The
 * name starts as a description of the search; a failed save keeps the dialog and what was typed.
 */
export function SaveSearchDialog({ params, onClose }: { params: string; onClose: () => void }) {
  const parts = describeBrowseSearch(params);
  // The name starts as the parts without the quotes around the search text: "golf, Volkswagen".
  const [name, setName] = useState(() => (parts.length === 0 ? 'All cars' : parts.join(', ').replaceAll(/[“”]/g, '')).slice(0, MAX_SEARCH_NAME_LENGTH));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const edit = usePrivateListEdit(savedSearchesStore);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(undefined);
    try {
      await edit({ type: 'add', search: newSavedSearch(name, params, Math.floor(Date.now() / 1000), newId()) });
      toast({ title: 'Search saved', description: 'New cars that match it are counted on Saved searches.', variant: 'success' });
      onClose();
    } catch (error) {
      const { title, description } = savedSearchEditProblem(error);
      setProblem(`${title}. ${description}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void save(event)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Save search</DialogTitle>
            <DialogDescription>{parts.length === 0 ? 'Every car on your relays.' : parts.join(' · ')}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={inputId}>Name</Label>
            <Input id={inputId} value={name} maxLength={MAX_SEARCH_NAME_LENGTH} onChange={(event) => setName(event.target.value)} autoFocus required />
          </div>
          {problem !== undefined && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving || name.trim() === ''}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
