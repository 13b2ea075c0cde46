import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The red SOLD badge of a sold listing (docs/product.md §2). */
export function SoldBadge({ className }: { className?: string }) {
  return (
    <Badge variant="destructive" className={cn('uppercase tracking-wide shadow-sm', className)}>
      SOLD
    </Badge>
  );
}
