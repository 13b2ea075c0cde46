import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { eventStore, useStoreVersion } from '@/features/relay/public';

import { useEventLookup } from '../api/useEventLookup';
import { commentPath } from '../comment-link';
import { eventDestination, type EventPointer } from '../event-destination';
import { EventLoading } from './EventLoading';
import { EventNotFound } from './EventNotFound';
import { FoundEventScreen } from './FoundEventScreen';
import { IdentifierFrame } from './IdentifierFrame';

/** What the listing screen needs to show a listing an event id led to. */
export interface ListingTarget {
  /** The route id: the listing's `d`, else its event id. */
  listingId: string;
  /** Hex key of the listing's author. */
  seller: string;
  /** Where the event was seen, then the link's relay hints (the listing screen asks at most 2 it may contact). */
  hints: readonly string[];
}

export interface EventIdentifierScreenProps {
  pointer: EventPointer;
  /** Renders the listing detail screen (it lives in pages, which a feature may not import). */
  renderListing: (target: ListingTarget) => ReactNode;
}

/**
 * docs/product.md §2 Identifier pages, `note` and `nevent`: the event is looked up by id; a car listing opens
 * its detail screen in place (the URL stays the shared link, so Back and reload behave), a comment on a car
 * listing replaces the URL with the listing's, scrolled to the comment (Back skips the identifier), and any
 * other event shows the generic card. A comment the event store knows its author deleted (docs/architecture.md
 * §20: learned on the listing's comments, or by this lookup) says so instead of leading to where it is hidden.
 */
export function EventIdentifierScreen({ pointer, renderListing }: EventIdentifierScreenProps) {
  const { data, isError, refetch } = useEventLookup(pointer);
  const type = pointer.type;
  const pageTitle = type === 'note' ? 'Note' : 'Event';
  useStoreVersion();

  if (data?.status === 'found') {
    const destination = eventDestination(data.event);
    switch (destination.type) {
      case 'listing': {
        const hints = [...data.relays, ...(pointer.type === 'event' ? pointer.relays : [])];
        return renderListing({ listingId: destination.listingId, seller: destination.seller, hints: [...new Set(hints)] });
      }
      case 'comment':
        if (eventStore.isDeleted(data.event)) {
          return (
            <IdentifierFrame back={false}>
              <EventNotFound type={type} reason="deleted" />
            </IdentifierFrame>
          );
        }
        return <Navigate replace to={commentPath(destination.listing, destination.commentId)} />;
      case 'generic':
        return <FoundEventScreen event={data.event} seenOn={data.relays} type={type} pageTitle={pageTitle} />;
    }
  }
  if (isError) {
    return (
      <IdentifierFrame back={false}>
        <EventNotFound type={type} reason="failed" onRetry={() => void refetch()} />
      </IdentifierFrame>
    );
  }
  if (data !== undefined) {
    return (
      <IdentifierFrame back={false}>
        <EventNotFound type={type} reason={data.status} />
      </IdentifierFrame>
    );
  }
  return (
    <IdentifierFrame>
      <EventLoading type={type} pageTitle={pageTitle} />
    </IdentifierFrame>
  );
}
