import { useParams } from 'react-router';

import { Nip19Placeholder } from '@/features/identifiers/public';
import { decodeRouteIdentifier } from '@/nostr/nip19-route';

import { NotFoundPage } from './NotFoundPage';

/** `/:nip19` — npub/nprofile, note, nevent and naddr get their own screen; anything else is a 404. */
export function Nip19Page() {
  const { nip19 = '' } = useParams();
  const decoded = decodeRouteIdentifier(nip19);
  if (decoded.type === 'invalid') return <NotFoundPage />;
  return <Nip19Placeholder identifier={nip19} decoded={decoded} />;
}
