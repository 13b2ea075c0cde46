import { ColumnsIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { afterFirstContent } from '@/lib/after-first-content';
import { cn } from '@/lib/utils';

import type { CompareEntry } from '../compare-tray-store';

/**
 * The compare parts of the home screen that load after the page's main content (src/lib/first-content.ts):
 * until then a card's 'Compare' is an inert look-alike of the same size, and the tray bar is not shown.
 */
export const DeferredCompareButton = afterFirstContent(
  () => import('./CompareButton').then((module) => module.CompareButton),
  ({ className }: { listing: CompareEntry; title: string; className?: string }) => (
    <span aria-hidden="true" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'relative z-10', className)}>
      <ColumnsIcon />
      Compare
    </span>
  ),
);

export const DeferredCompareBar = afterFirstContent(
  () => import('./CompareBar').then((module) => module.CompareBar),
  () => null,
);
