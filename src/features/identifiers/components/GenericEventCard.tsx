import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useProfile } from '@/features/profiles/public';
import { EVENT_TITLE_MAX_CHARS } from '@/config/identifiers';
import { truncate } from '@/lib/truncate';
import { usePageTitle } from '@/lib/usePageTitle';
import { firstTagValue, type NostrEvent } from '@/nostr/event';
import { displayName } from '@/nostr/profile';

import { kindLabel } from '../kind-label';
import { EventAuthor } from './EventAuthor';
import { EventContent } from './EventContent';

export interface GenericEventCardProps {
  event: NostrEvent;
  /** The route's NIP-19 type, for the page title and `data-type` ('note', 'event' or 'address'). */
  type: 'note' | 'event' | 'address';
  pageTitle: string;
}

/** The title an article-like event names (NIP-23 `title`), trimmed and capped; undefined when it has none. */
function titleOf(event: NostrEvent): string | undefined {
  const title = firstTagValue(event, 'title')?.trim();
  return title === undefined || title === '' ? undefined : truncate(title, EVENT_TITLE_MAX_CHARS);
}

/**
 * docs/product.md §2 Identifier pages: an event that is neither a car listing nor a comment on one, shown as
 * its author, age, kind and text. Everything in it is untrusted and rendered as text.
 */
export function GenericEventCard({ event, type, pageTitle }: GenericEventCardProps) {
  usePageTitle(pageTitle);
  const { data: profile } = useProfile(event.pubkey, { outbox: true });
  const label = kindLabel(event.kind);
  const title = titleOf(event);

  return (
    <article data-testid="nip19-screen" data-type={type} data-state="event" data-kind={event.kind}>
      <Card className="min-w-0">
        <CardHeader className="gap-4">
          <div className="flex items-start gap-3">
            <EventAuthor pubkey={event.pubkey} createdAt={event.created_at} />
            <Badge variant="secondary" className="shrink-0" data-testid="event-kind">
              {label}
            </Badge>
          </div>
          {title !== undefined ? (
            <h1 className="text-2xl font-bold leading-tight tracking-tight break-words [overflow-wrap:anywhere]">{title}</h1>
          ) : (
            <h1 className="sr-only">
              {label} by {displayName(profile?.metadata, event.pubkey)}
            </h1>
          )}
        </CardHeader>
        <CardContent>
          <EventContent content={event.content} className="text-base leading-relaxed" />
        </CardContent>
      </Card>
    </article>
  );
}
