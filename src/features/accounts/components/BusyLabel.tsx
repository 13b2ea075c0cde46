import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A button label that swaps to a spinner and `busyText` while an action runs. */
export function BusyLabel({ busy, busyText, icon, children }: { busy: boolean; busyText: string; icon?: ReactNode; children: ReactNode }) {
  if (busy) {
    return (
      <>
        <Loader2Icon className="animate-spin" aria-hidden="true" />
        {busyText}
      </>
    );
  }
  return (
    <>
      {icon}
      {children}
    </>
  );
}
