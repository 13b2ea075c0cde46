import { describe, expect, it } from 'vitest';

import { maskSecretKey, safeFilename, SECRET_KEY_FILENAME } from './secret-key-file';

describe('secret key file helpers', () => {
  it('keeps the product file name as it is', () => {
    expect(safeFilename(SECRET_KEY_FILENAME)).toBe('secret-key.txt');
  });

  it.each([
    ['../../etc/passwd', '__.._etc_passwd'],
    ['my key?.txt', 'my_key_.txt'],
    ['.hidden', '_hidden'],
    ['', '_'],
  ])('replaces unsafe characters in %j', (name, expected) => {
    expect(safeFilename(name)).toBe(expected);
  });

  it('shows only the first 16 characters followed by an ellipsis', () => {
    const nsec = `nsec1${'a'.repeat(58)}`;
    expect(maskSecretKey(nsec)).toBe(`${nsec.slice(0, 16)}…`);
    expect(maskSecretKey(nsec)).toHaveLength(17);
  });
});
