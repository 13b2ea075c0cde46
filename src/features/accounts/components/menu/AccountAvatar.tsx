import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { safeUrl } from '@/lib/safe-url';
import { cn } from '@/lib/utils';

/** A profile picture (only http(s), see safeUrl) with the name's initial as the fallback. */
export function AccountAvatar({ name, picture, className }: { name: string; picture?: string; className?: string }) {
  const src = safeUrl(picture);
  return (
    <Avatar className={cn('size-8', className)}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback className="bg-primary/10 text-sm text-primary">{name.trim().charAt(0) || '?'}</AvatarFallback>
    </Avatar>
  );
}
