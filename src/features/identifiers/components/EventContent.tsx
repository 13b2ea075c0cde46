import { useMemo } from 'react';

import { NostrText } from '@/features/profiles/public';

import { contentPreview } from '../event-destination';

/**
 * An event's text as the generic card shows it (docs/product.md §2 Identifier pages): cut to its beginning,
 * then http(s) URLs, hashtags and `nostr:` mentions made links, everything else React text nodes. Markup
 * stays visible text; a `javascript:` URL or an invalid mention is part of a text token and never a link.
 */
export function EventContent({ content, className }: { content: string; className?: string }) {
  const preview = useMemo(() => contentPreview(content), [content]);
  if (content.trim() === '') return <p className="text-sm italic text-muted-foreground">This event has no text.</p>;
  return (
    <div className="space-y-3">
      <NostrText text={preview.text} className={className} testId="event-content" />
      {preview.truncated && <p className="text-xs text-muted-foreground">Only the beginning of this event is shown.</p>}
    </div>
  );
}
