import { CheckIcon, ColumnsIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

import { COMPARE_LIMIT, compareTray, sameEntry, type CompareEntry } from '../compare-tray-store';
import { useCompareTray } from '../useCompareTray';

export const COMPARE_FULL = `You can compare up to ${COMPARE_LIMIT} cars. Remove one from the compare tray first.`;

/**
 * 'Compare' on a card and on the detail page: adds the listing to the compare tray, or (pressed) takes it out.
 * A full tray says so instead of dropping a car silently.
 */
export function CompareButton({ listing, title, className }: { listing: CompareEntry; title: string; className?: string }) {
  const entries = useCompareTray();
  const inTray = entries.some((entry) => sameEntry(entry, listing));
  const toggle = () => {
    if (inTray) {
      compareTray.remove(listing);
      return;
    }
    if (compareTray.add(listing) === 'full') toast({ title: 'Compare is full', description: COMPARE_FULL });
  };
  return (
    <Button
      type="button"
      variant={inTray ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={inTray}
      aria-label={`${inTray ? 'Remove from compare' : 'Compare'}: ${title}`}
      onClick={toggle}
      className={cn('relative z-10', className)}
    >
      {inTray ? <CheckIcon aria-hidden="true" /> : <ColumnsIcon aria-hidden="true" />}
      Compare
    </Button>
  );
}
