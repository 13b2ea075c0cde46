import { Link } from 'react-router';

import type { RouteIdentifier } from '@/nostr/nip19-route';

import { shortIdentifier } from '../short-identifier';
import { ProfileMention } from './ProfileMention';

type Decoded = Exclude<RouteIdentifier, { type: 'invalid' }>;

/**
 * A NIP-27 `nostr:` mention linking to the `/{nip19}` route. Profiles show their name; notes, events and
 * addresses a short form of the identifier, since fetching each one would cost a query per mention.
 */
export function MentionLink({ bech32, decoded, className }: { bech32: string; decoded: Decoded; className?: string }) {
  if (decoded.type === 'profile') return <ProfileMention bech32={bech32} pubkey={decoded.pubkey} className={className} />;
  return (
    <Link to={`/${bech32}`} className={className} title={bech32}>
      {shortIdentifier(bech32)}
    </Link>
  );
}
