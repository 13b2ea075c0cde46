import { ChevronDownIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';

import { repliesLabel } from '../replies-label';

/** Opens and closes a comment's reply list; must sit inside the comment's Collapsible. */
export function RepliesToggle({ count, open }: { count: number; open: boolean }) {
  return (
    <CollapsibleTrigger asChild>
      <Button variant="ghost" size="sm" className="h-8 px-2 text-muted-foreground">
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        {repliesLabel(count)}
      </Button>
    </CollapsibleTrigger>
  );
}
