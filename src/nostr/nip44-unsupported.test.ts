import { describe, expect, it } from 'vitest';

import { isNip44Unsupported, NIP44_MISSING, Nip44Unsupported } from './nip44-unsupported';

describe('isNip44Unsupported', () => {
  it('recognises our own error, whose message is for the user', () => {
    const error = new Nip44Unsupported();
    expect(error.message).toBe(NIP44_MISSING);
    expect(isNip44Unsupported(error)).toBe(true);
  });

  it.each(['This signer does not support NIP-44', 'window.nostr.nip44 is not available', 'NIP44 not supported by this extension'])(
    'recognises a signer that words it %j',
    (message) => {
      expect(isNip44Unsupported(new Error(message))).toBe(true);
    },
  );

  it('does not mistake other failures for a missing NIP-44', () => {
    expect(isNip44Unsupported(new Error('User rejected the request'))).toBe(false);
    expect(isNip44Unsupported(new Error('invalid MAC'))).toBe(false);
    expect(isNip44Unsupported('not support nip44')).toBe(false);
  });
});
