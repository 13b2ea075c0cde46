import { createHash } from 'node:crypto';

import { getPublicKey } from 'nostr-tools/pure';

/**
 * The demo accounts: sellers who list cars and a few people who only comment. Their secret keys are
 * derived from fixed strings, so every seed run signs as the same pubkeys and re-publishing replaces the
 * same addressable listings instead of adding duplicates. These keys are public knowledge: demo only.
 */

export type SellerId =
  | 'seller-1' | 'seller-2' | 'seller-3' | 'seller-4' | 'seller-5'
  | 'seller-6' | 'seller-7' | 'seller-8' | 'seller-9' | 'seller-10' | 'seller-11' | 'seller-12' | 'seller-13';
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
  /** Sellers only: published on each of their listings as the `seller_type` spec pair (docs/product.md §3). */
  sellerType?: 'private' | 'dealer';
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'seller-1',
    sellerType: 'dealer',
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
    sellerType: 'private',
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
    sellerType: 'dealer',
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
    sellerType: 'dealer',
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
    sellerType: 'dealer',
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
    id: 'seller-6',
    sellerType: 'dealer',
    name: 'autohaus_becker',
    displayName: 'Autohaus Becker · Munich',
    about: 'Volkswagen and Volvo dealer in Munich and Augsburg since 1972. Every used car with a fresh inspection and a 12-month warranty.',
    website: 'https://example.com/autohaus-becker',
    nip05: 'verkauf@example.com',
    initials: 'AB',
    color: '#4a4e8a',
  },
  {
    id: 'seller-7',
    sellerType: 'private',
    name: 'marie_dubois',
    displayName: 'Marie Dubois',
    about: 'Architect in Paris. Selling the family car now that the métro does the job.',
    website: 'https://example.com/marie',
    nip05: 'marie@example.com',
    initials: 'MD',
    color: '#9a3b5b',
  },
  {
    id: 'seller-8',
    sellerType: 'private',
    name: 'jandevries',
    displayName: 'Jan de Vries',
    about: 'Cyclist by day, reluctant car owner by weekend. Utrecht.',
    website: 'https://example.com/jan',
    nip05: 'jan@example.com',
    initials: 'JV',
    color: '#d0661c',
  },
  {
    id: 'seller-9',
    sellerType: 'dealer',
    name: 'lonestar_trucks',
    displayName: 'Lone Star Truck Center',
    about: 'Pre-owned pickups in Dallas–Fort Worth. Every truck inspected on our lift, Carfax included, financing on site.',
    website: 'https://example.com/lone-star-trucks',
    nip05: 'sales@example.com',
    initials: 'LS',
    color: '#8c2f1b',
  },
  {
    id: 'seller-10',
    sellerType: 'private',
    name: 'megan_k',
    displayName: 'Megan Kowalski',
    about: 'Nurse in Columbus, OH. One careful owner of whatever I am selling.',
    website: 'https://example.com/megan',
    nip05: 'megan@example.com',
    initials: 'MK',
    color: '#2f7a6b',
  },
  {
    id: 'seller-11',
    sellerType: 'private',
    name: 'tbrooks',
    displayName: 'Tyler Brooks',
    about: 'Contractor in Phoenix. Trucks are tools; I look after my tools.',
    website: 'https://example.com/tyler',
    nip05: 'tyler@example.com',
    initials: 'TB',
    color: '#a8741a',
  },
  {
    id: 'seller-12',
    sellerType: 'private',
    name: 'nina_h',
    displayName: 'Nina Hoffmann',
    about: 'Software developer in Berlin, trading four wheels for a cargo bike.',
    website: 'https://example.com/nina',
    nip05: 'nina@example.com',
    initials: 'NH',
    color: '#5b6e2a',
  },
  {
    id: 'seller-13',
    sellerType: 'private',
    name: 'rosa_delgado',
    displayName: 'Rosa Delgado',
    about: 'Rancher near San Antonio, TX. Honest trucks, honest prices.',
    website: 'https://example.com/rosa',
    nip05: 'rosa@example.com',
    initials: 'RD',
    color: '#6d3f8c',
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
