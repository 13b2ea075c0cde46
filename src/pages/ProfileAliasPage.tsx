import { Navigate, useParams } from 'react-router';

import { decodeRouteIdentifier } from '@/nostr/nip19-route';

import { NotFoundPage } from './NotFoundPage';

/**
 * `/p/<npub>` and `/p/<nprofile>`: the profile path other Nostr sites use, sent on to the canonical `/<npub>`
 * route (docs/product.md §2 Routes) without a history entry of its own, so Back skips it. Anything that does not
 * decode to a profile (a bad checksum, a note, plain text) is the 404 page.
 */
export function ProfileAliasPage() {
  const { nip19 = '' } = useParams();
  const decoded = decodeRouteIdentifier(nip19);
  if (decoded.type !== 'profile') return <NotFoundPage />;
  return <Navigate to={`/${nip19}`} replace />;
}
