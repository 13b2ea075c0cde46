import { ChevronsUpDownIcon, RadioTowerIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

export function relayTriggerClass(compact: boolean, className?: string): string {
  return cn('justify-between gap-2', compact && 'max-sm:w-9 max-sm:px-0', className);
}

/**
 * The relay selector's trigger content, shared by RelaySelector and the stand-in shown before its code loads.
 * Named by its content, not aria-label, so the name always contains the relay shown (WCAG 2.5.3).
 */
export function RelayTriggerContent({ label, compact }: { label: string; compact: boolean }) {
  return (
    <>
      <RadioTowerIcon aria-hidden="true" />
      <span className="sr-only">Switch Relay (current: </span>
      <span className={cn('min-w-0 flex-1 truncate text-left', compact && 'max-sm:sr-only')}>{label}</span>
      <span className="sr-only">)</span>
      <ChevronsUpDownIcon className={cn('opacity-50', compact && 'max-sm:hidden')} aria-hidden="true" />
    </>
  );
}
