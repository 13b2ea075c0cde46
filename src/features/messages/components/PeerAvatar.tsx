import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** The other person's picture, or the first letter of their name (profiles' data; the picture is safeUrl'd). */
export function PeerAvatar({ name, picture, className }: { name: string; picture: string | undefined; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Avatar className={cn('size-10', className)}>
      {picture !== undefined && <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" />}
      <AvatarFallback className="bg-primary/10 text-primary">{initial}</AvatarFallback>
    </Avatar>
  );
}
