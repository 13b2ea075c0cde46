import { Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The second step of 'Remove this key': without a backup, the account cannot be signed in to again. */
export function RemoveKeyConfirmation({ name, onCancel, onRemove }: { name: string; onCancel: () => void; onRemove: () => void }) {
  return (
    <div className="space-y-3">
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
        Remove the key of <span className="font-medium">{name}</span> from this browser? You can sign in to this
        account again only with your secret key backup.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Keep Key
        </Button>
        <Button variant="destructive" onClick={onRemove}>
          <Trash2Icon aria-hidden="true" />
          Remove Key
        </Button>
      </div>
    </div>
  );
}
