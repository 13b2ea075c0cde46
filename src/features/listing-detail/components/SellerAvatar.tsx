import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** The seller's picture (already checked as http(s) by the profile schema) over their initial. */
export function SellerAvatar({ name, picture, className }: { name: string; picture: string | undefined; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Avatar className={cn('size-12', className)}>
      {picture !== undefined && <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" />}
      <AvatarFallback className="bg-primary/10 text-lg text-primary" aria-hidden="true">
        {initial}
      </AvatarFallback>
    </Avatar>
  );
}
