import { lazy, Suspense } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PROTOCOL_NAME } from '@/config/brand';

// The form, its checks and the upload code load only when someone opens the dialog.
const EditProfileForm = lazy(() => import('./EditProfileForm').then((module) => ({ default: module.EditProfileForm })));

interface EditProfileDialogProps {
  /** Hex key of the signed-in user whose profile is edited. */
  pubkey: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit Profile' (account menu, own profile page). The form mounts on open, so it always starts from a fresh read. */
export function EditProfileDialog({ pubkey, open, onOpenChange }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>
            Your profile is public: anyone on {PROTOCOL_NAME} can see it. Details other apps saved in it are kept.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<div className="h-24" />}>
            <EditProfileForm pubkey={pubkey} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
