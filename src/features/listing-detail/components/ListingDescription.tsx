import { Card, CardContent, CardHeader } from '@/components/ui/card';

import { DetailCardTitle } from './DetailCardTitle';

/**
 * docs/product.md §2 Description card. The kind-30402 mapping once had no description, so its card showed the summary;
 * ours shows the event content (the real description) and falls back to the summary. Plain text only.
 */
export function ListingDescription({ description, summary }: { description: string; summary: string | undefined }) {
  const text = description !== '' ? description : summary;
  if (text === undefined || text === '') return null;
  return (
    <Card role="region" aria-labelledby="listing-description-title">
      <CardHeader className="pb-3 sm:pb-3">
        <DetailCardTitle id="listing-description-title">Description</DetailCardTitle>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-line break-words text-sm leading-relaxed">{text}</p>
      </CardContent>
    </Card>
  );
}
