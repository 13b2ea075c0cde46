import { Loader2Icon } from 'lucide-react';

import { usePageTitle } from '@/lib/usePageTitle';

/** docs/product.md §2 Identifier pages, while the event is looked up. */
export function EventLoading({ type, pageTitle }: { type: 'note' | 'event' | 'address'; pageTitle: string }) {
  usePageTitle(pageTitle);
  return (
    <div
      role="status"
      data-testid="nip19-screen"
      data-type={type}
      data-state="loading"
      className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-16 text-center"
    >
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-lg font-semibold">Loading event...</h1>
      <p className="text-sm text-muted-foreground">Looking for it on your relays.</p>
    </div>
  );
}
