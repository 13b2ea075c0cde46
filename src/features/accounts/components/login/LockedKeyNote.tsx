import { LockIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useProtectedKeys } from '../../useProtectedKeys';

/**
 * Shown while a password-protected key of this browser is still locked (the unlock dialog was dismissed):
 * the way back to it, from where one goes to sign in.
 */
export function LockedKeyNote({ onUnlock }: { onUnlock: () => void }) {
  const { locked, setUnlockOpen } = useProtectedKeys();
  if (locked.length === 0) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border p-3 text-sm">
      <LockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">A password-protected key is saved in this browser.</p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          onUnlock();
          setUnlockOpen(true);
        }}
      >
        Unlock Key
      </Button>
    </div>
  );
}
