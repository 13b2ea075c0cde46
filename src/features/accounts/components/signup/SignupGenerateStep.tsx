import { KeyRoundIcon, Loader2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export function SignupGenerateStep({ generating, onGenerate }: { generating: boolean; onGenerate: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Generate Your Secret Key</DialogTitle>
        <DialogDescription>
          Your key is created here, in your browser. It is never sent anywhere.
        </DialogDescription>
      </DialogHeader>
      <div className="flex justify-center py-4">
        <span className="flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary">
          {generating ? (
            <Loader2Icon className="size-9 animate-spin" aria-hidden="true" />
          ) : (
            <KeyRoundIcon className="size-9" aria-hidden="true" />
          )}
        </span>
      </div>
      <Button className="w-full" onClick={onGenerate} disabled={generating} aria-busy={generating}>
        {generating && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {generating ? 'Generating your key...' : 'Generate My Secret Key'}
      </Button>
    </>
  );
}
