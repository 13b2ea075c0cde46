import { createHash } from 'node:crypto';

import { getPublicKey } from 'nostr-tools/pure';

/**
 * The demo accounts: sellers who list cars and a few people who only comment. Their secret keys are
 * derived from fixed strings, so every seed run signs as the same pubkeys and re-publishing replaces the
 * same addressable listings instead of adding duplicates. These keys are public knowledge: demo only.
 */

export type SellerId = 'seller-1' | 'seller-2' | 'seller-3' | 'seller-4' | 'seller-5';
export type CommenterId = 'commenter-1' | 'commenter-2' | 'commenter-3';
export type PersonId = SellerId | CommenterId;

export interface DemoPerson {
  id: PersonId;
  name: string;
  displayName: string;
  about: string;
  website: string;
  nip05: string;
  initials: string;
  /** Avatar background colour. */
  color: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'seller-1',
    name: 'nordicwheels',
    displayName: 'Anders Lindqvist · Nordic Wheels',
    about:
      'Family-run used car dealer from Stockholm since 1998. Volvos, wagons and EVs, all with full service history. Delivery across Scandinavia and northern Germany.',
    website: 'https://example.com/nordic-wheels',
    nip05: 'anders@example.com',
    initials: 'AL',
    color: '#2e5c8a',
  },
  {
    id: 'seller-2',
    name: 'diego_drives',
    displayName: 'Diego Ramírez',
    about:
      'Car flipper and weekend mechanic in Austin, TX. I buy honest cars, fix what needs fixing and tell you everything I know about them. Trucks, muscle and the odd EV.',
    website: 'https://example.com/diego',
    nip05: 'diego@example.com',
    initials: 'DR',
    color: '#b5542c',
  },
  {
    id: 'seller-3',
    name: 'aiko_cars',
    displayName: 'Aiko Tanaka',
    about:
      'Import specialist in Tokyo. JDM cars, hybrids and hydrogen, exported across Asia-Pacific with inspection reports in English.',
    website: 'https://example.com/aiko-imports',
    nip05: 'aiko@example.com',
    initials: 'AT',
    color: '#8a2e5c',
  },
  {
    id: 'seller-4',
    name: 'priya_motors',
    displayName: 'Priya Nair',
    about:
      'London-based broker for enthusiast cars and sensible estates. Viewings by appointment; happy to arrange independent inspections anywhere in Europe.',
    website: 'https://example.com/priya-motors',
    nip05: 'priya@example.com',
    initials: 'PN',
    color: '#3d7a4a',
  },
  {
    id: 'seller-5',
    name: 'kwame_auto',
    displayName: 'Kwame Mensah',
    about:
      'Fleet and 4x4 sales from Dubai to Cape Town. Rugged cars for rough roads, priced in USD, shipping quotes on request.',
    website: 'https://example.com/kwame-auto',
    nip05: 'kwame@example.com',
    initials: 'KM',
    color: '#7a5a1f',
  },
  {
    id: 'commenter-1',
    name: 'lena_spots_cars',
    displayName: 'Lena Fischer',
    about: 'Car spotter, rally fan and professional tyre kicker from Munich.',
    website: 'https://example.com/lena',
    nip05: 'lena@example.com',
    initials: 'LF',
    color: '#5c3d8a',
  },
  {
    id: 'commenter-2',
    name: 'tom_the_mechanic',
    displayName: 'Tom Okafor',
    about: 'Independent mechanic in Manchester. Ask me about timing chains.',
    website: 'https://example.com/tom-garage',
    nip05: 'tom@example.com',
    initials: 'TO',
    color: '#1f6f7a',
  },
  {
    id: 'commenter-3',
    name: 'satsforwheels',
    displayName: 'Sam Rivera',
    about: 'Paying for everything in sats, one car at a time.',
    website: 'https://example.com/sam',
    nip05: 'sam@example.com',
    initials: 'SR',
    color: '#c27c0e',
  },
];

/** sha256 of a fixed phrase: a valid secp256k1 secret key with overwhelming probability. */
export function demoSecretKey(id: PersonId): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`carstr-demo-${id}`).digest());
}

export function demoPublicKey(id: PersonId): string {
  return getPublicKey(demoSecretKey(id));
}

export function demoPerson(id: PersonId): DemoPerson {
  const person = DEMO_PEOPLE.find((candidate) => candidate.id === id);
  if (!person) throw new Error(`Unknown demo person ${id}`);
  return person;
}
