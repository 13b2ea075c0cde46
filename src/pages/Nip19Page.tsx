import { useParams } from 'react-router';

import { lazyOnArrival } from '@/lib/lazy-on-arrival';
import { listingAddressOfPointer } from '@/nostr/listing-address';
import { decodeRouteIdentifier } from '@/nostr/nip19-route';

import { ListingScreen } from './ListingPage';
import { NotFoundPage } from './NotFoundPage';

// A shared listing link is the common case and loads with this page; the other screens load when opened
// (the route's Suspense holds the page meanwhile, and shows them as soon as they arrive), so a listing's first
// view waits for none of their code.
const EventIdentifierScreen = lazyOnArrival(() => import('@/features/identifiers/public').then((module) => module.EventIdentifierScreen));
const AddressIdentifierScreen = lazyOnArrival(() => import('@/features/identifiers/public').then((module) => module.AddressIdentifierScreen));
const ProfileScreen = lazyOnArrival(() => import('./ProfilePage').then((module) => module.ProfileScreen));

/**
 * `/:nip19` — an naddr of a car listing opens the listing (with the link's relay hints); a note or nevent opens
 * what its event leads to (a listing, a comment on one, or the generic event card); other naddrs show the
 * generic card; npub/nprofile get their own screen; anything else is a 404.
 */
export function Nip19Page() {
  // Each identifier is a screen of its own (keyed): moving from one profile or event to another starts afresh.
  const { nip19 = '' } = useParams();
  const decoded = decodeRouteIdentifier(nip19);
  if (decoded.type === 'invalid') return <NotFoundPage />;
  const listing = decoded.type === 'address' ? listingAddressOfPointer(decoded) : undefined;
  if (decoded.type === 'address' && listing !== undefined) {
    return <ListingScreen key={nip19} listingId={listing.d} seller={listing.pubkey} hints={decoded.relays} />;
  }
  if (decoded.type === 'note' || decoded.type === 'event') {
    return <EventIdentifierScreen key={nip19} pointer={decoded} renderListing={(target) => <ListingScreen {...target} />} />;
  }
  if (decoded.type === 'address') return <AddressIdentifierScreen key={nip19} address={decoded} />;
  if (decoded.type === 'profile') return <ProfileScreen key={nip19} pubkey={decoded.pubkey} hints={decoded.relays} />;
  return <NotFoundPage />;
}
