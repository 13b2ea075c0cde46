import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { compareUrl, readCompareCars } from './compare-url';

const key = (n: number) => n.toString(16).padStart(64, '0');
const car = (n: number, hints: string[] = []) => ({ pubkey: key(n), d: `car-${n}`, hints });

function param(url: string): string | null {
  return new URL(url, 'https://carstr.example').searchParams.get('cars');
}

describe('compare URL', () => {
  it('round-trips up to four cars with their relay hints', () => {
    const cars = [car(1, ['wss://relay.one.example']), car(2), car(3, ['wss://a.example', 'wss://b.example'])];
    const url = compareUrl(cars);
    expect(url.startsWith('/compare?cars=naddr1')).toBe(true);
    expect(readCompareCars(param(url))).toEqual({ cars, unreadable: 0, extra: 0 });
  });

  it('decodes with an independent NIP-19 implementation too', () => {
    const url = compareUrl([car(7)]);
    const decoded = nip19.decode(param(url)!);
    expect(decoded).toMatchObject({ type: 'naddr', data: { kind: KIND.listing, pubkey: key(7), identifier: 'car-7' } });
  });

  it('leaves out what is not a listing address, repeats, and cars beyond four', () => {
    const note = nip19.noteEncode(key(9));
    const otherKind = nip19.naddrEncode({ kind: 30023, pubkey: key(8), identifier: 'article' });
    const five = [1, 2, 3, 4, 5].map((n) => compareUrl([car(n)]).split('=')[1]!);
    const value = [note, otherKind, '<script>', five[0], five[0], ...five].join(',');
    const read = readCompareCars(value);
    expect(read.cars.map((entry) => entry.d)).toEqual(['car-1', 'car-2', 'car-3', 'car-4']);
    expect(read.unreadable).toBe(5);
    expect(read.extra).toBe(1);
    expect(readCompareCars(null)).toEqual({ cars: [], unreadable: 0, extra: 0 });
    expect(compareUrl([])).toBe('/compare');
  });
});
