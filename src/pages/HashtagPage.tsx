import { HashIcon } from 'lucide-react';
import { useParams } from 'react-router';

import { HashtagListings, normalizeTag } from '@/features/hashtags/public';
import { BackToMarketplace } from '@/features/listing-card/public';
import { usePageTitle } from '@/lib/usePageTitle';

import { NotFoundPage } from './NotFoundPage';

/** `/t/:tag`: the car listings carrying a `t` tag, where comment hashtags lead (docs/product.md §9). */
export function HashtagPage() {
  const tag = normalizeTag(useParams().tag ?? '');
  // Same title as the 404 page rendered below for an empty tag, whose effect runs before this one.
  usePageTitle(tag === '' ? 'Page not found' : `#${tag}`);
  if (tag === '') return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <BackToMarketplace />
      <header className="space-y-1">
        <h1 className="flex min-w-0 items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <HashIcon className="size-7 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words [overflow-wrap:anywhere]">{tag}</span>
        </h1>
        <p className="text-muted-foreground">Car listings tagged #{tag}</p>
      </header>
      <HashtagListings tag={tag} />
    </div>
  );
}
