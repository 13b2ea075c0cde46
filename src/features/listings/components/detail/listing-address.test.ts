import { describe, expect, it } from 'vitest';

import { parseListingAddress } from './listing-address';

const PUBKEY = 'ab'.repeat(32);

describe('parseListingAddress', () => {
  it('reads a listing address, keeping colons in d', () => {
    expect(parseListingAddress(`30402:${PUBKEY}:civic-2019`)).toEqual({ pubkey: PUBKEY, d: 'civic-2019' });
    expect(parseListingAddress(`30402:${PUBKEY}:a:b`)).toEqual({ pubkey: PUBKEY, d: 'a:b' });
  });

  it('refuses other kinds, bad keys and missing parts', () => {
    expect(parseListingAddress(`30023:${PUBKEY}:x`)).toBeUndefined();
    expect(parseListingAddress(`30402:${PUBKEY.toUpperCase()}:x`)).toBeUndefined();
    expect(parseListingAddress('30402:nothex:x')).toBeUndefined();
    expect(parseListingAddress(`30402:${PUBKEY}`)).toBeUndefined();
    expect(parseListingAddress(`30402:${PUBKEY}:${'x'.repeat(2000)}`)).toBeUndefined();
  });
});
