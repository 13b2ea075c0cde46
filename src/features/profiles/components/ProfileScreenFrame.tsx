import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/**
 * The profile page's column (docs/product.md §2 Profile page), as the page, its loading frame and the boot
 * script's first view (features/first-paint, boot profile) draw it. `pending`: over a screen's height, so that
 * nothing below the frame is on screen to move when the profile fills it in.
 */
export function ProfileScreenFrame({ children, pending = false }: { children: ReactNode; pending?: boolean }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <div className={cn('space-y-6', pending && 'min-h-screen')} data-testid="nip19-screen" data-type="profile">
        {children}
      </div>
    </div>
  );
}
