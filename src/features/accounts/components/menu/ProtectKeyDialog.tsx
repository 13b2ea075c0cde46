import { Dialog, DialogContent } from '@/components/ui/dialog';

import { ProtectKeyForm } from './ProtectKeyForm';

interface ProtectKeyDialogProps {
  pubkey: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Protect key with password' from the account menu. The form mounts on open, so it always starts empty. */
export function ProtectKeyDialog({ pubkey, open, onOpenChange }: ProtectKeyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <ProtectKeyForm pubkey={pubkey} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
