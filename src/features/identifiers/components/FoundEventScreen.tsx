import type { NostrEvent } from '@/nostr/event';

import { useDeletionCheck } from '../api/useEventLookup';
import { EventNotFound } from './EventNotFound';
import { GenericEventCard } from './GenericEventCard';
import { IdentifierFrame } from './IdentifierFrame';

export interface FoundEventScreenProps {
  event: NostrEvent;
  /** Where the event was seen (also asked for its deletion). */
  seenOn: readonly string[];
  type: 'note' | 'event' | 'address';
  pageTitle: string;
}

/**
 * The generic card of a found event; when its author turns out to have deleted it (NIP-09, checked while the
 * card shows), 'Event not found' instead.
 */
export function FoundEventScreen({ event, seenOn, type, pageTitle }: FoundEventScreenProps) {
  const { data: deleted } = useDeletionCheck(event, seenOn);
  if (deleted === true) {
    return (
      <IdentifierFrame back={false}>
        <EventNotFound type={type} reason="deleted" />
      </IdentifierFrame>
    );
  }
  return (
    <IdentifierFrame>
      <GenericEventCard event={event} type={type} pageTitle={pageTitle} />
    </IdentifierFrame>
  );
}
