import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';

/** The three signatures (by three throwaway keys) of `listingBody(0…2)`: made once with nostr-tools. */
const SIGNED = [
  {
    pubkey: 'ae9856e81b0d97c7f7e2526c2edfc6a1c7a78a805004b12cdded1e2198856a2f',
    id: 'a62138e3b62ae0ee5199a94baa4d271234f95712c344d957b8b0edd2d993a56f',
    sig: 'e225140f4047e3eefb8a1416316fc7980dec091ff16e75cc8180d9be8ba847a84679c3c108e33b552d3567813e761311785e2ec84be00b14c38ce37cecd8833a',
  },
  {
    pubkey: '382cb2ad94b6575bacddf144fb9e0ad509862165487bef20005c55a0a6108942',
    id: 'f88c9d2a5f1df49bdff5bc483d4395ba925a0324a1951b1060f0290b87a96b5e',
    sig: '8592290ff5ed5edd58d6a992beb349c2b0fa0cd12b1807c42eb535d508617c1231bdff0fea9be5d974ce7ee02e9965159f1c96c4483e8103e301a9ede0affa6c',
  },
  {
    pubkey: 'c6a1c02c3af157a136a8bcd86463474a7f391ee7d892558162668129c3ae1571',
    id: '48dcc9686069e34db50595fe057de521b0390a553dd1b4ccf627685722c01ac0',
    sig: '3e556eda8a74bf05846ff5a33b1c9c7d646c45886e80263cc27d1a5fb4aaf61791fe4f1293c4b5e7252666d79350ee3e89c4dd3ca065ab8ef74f611841085b60',
  },
] as const;

function listingBody(index: number): Omit<NostrEvent, 'id' | 'pubkey' | 'sig'> {
  return {
    kind: KIND.listing,
    created_at: 1700000000 + index,
    tags: [
      ['d', `warm-up-${index}`],
      ['title', `Warm-up car ${index}`],
      ['summary', 'One owner, full service history'],
      ['price', '18500', 'EUR'],
      ['location', 'Lyon, France'],
      ['g', 'u05kq'],
      ['published_at', '1700000000'],
      ['t', 'car'],
      ['make', 'Volvo'],
      ['model', 'V70'],
      ['year', '2014'],
      ['mileage', '128000', 'km'],
      ['image', `https://example.com/warm-up-${index}.jpg`],
    ],
    content: 'A well kept estate car, serviced every year at the dealer. '.repeat(12),
  };
}

/**
 * Valid signed events shaped like the grid's (a kind 30402 listing with its usual tags and a paragraph of
 * text), each by a different key: what the verification worker checks while it waits for the relay, so that
 * the first real check runs code V8 has optimised for that shape and a key it has not seen (docs/architecture.md
 * §10). A fresh object each call: nostr-tools marks an event object it has verified and trusts the mark.
 */
export function warmUpEvent(round: number): NostrEvent {
  const index = round % SIGNED.length;
  return { ...listingBody(index), ...SIGNED[index]! };
}
