import { lazy, Suspense } from 'react';

import { useCurrentUser } from '@/features/session/public';
import type { ReportTarget } from '@/nostr/report';

// Both dialogs load when first opened: signed out the sign-in prompt, signed in the report form.
const ReportDialog = lazy(() => import('./ReportDialog').then((module) => ({ default: module.ReportDialog })));
const SignInToReportDialog = lazy(() => import('./SignInToReportDialog').then((module) => ({ default: module.SignInToReportDialog })));

export interface ReportDialogsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  /** The person's display name, for the dialog's title. */
  name: string;
}

/**
 * What 'Report' opens (docs/product.md §2 Report), wherever it is offered (a button, a card's menu): the report
 * form signed in, else the sign-in prompt, since a report is signed with the reporter's key.
 */
export function ReportDialogs({ open, onOpenChange, target, name }: ReportDialogsProps) {
  const { user } = useCurrentUser();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {user === undefined ? (
        <SignInToReportDialog open={open} onOpenChange={onOpenChange} listing={target.type === 'listing'} />
      ) : (
        <ReportDialog open={open} onOpenChange={onOpenChange} target={target} name={name} />
      )}
    </Suspense>
  );
}
