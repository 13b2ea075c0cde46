import { describe, expect, it } from 'vitest';

import { MAX_URL_LENGTH, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a.jpg', 'https://example.com/a.jpg'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.com/Path', 'https://example.com/Path'],
    ['  https://example.com/padded  ', 'https://example.com/padded'],
    ['https://example.com/a b', undefined],
    ['https://example.com/q?x=<script>', 'https://example.com/q?x=%3Cscript%3E'],
    ['https://xn--bcher-kva.example/', 'https://xn--bcher-kva.example/'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['https://example.com:8443/p#frag', 'https://example.com:8443/p#frag'],
  ])('accepts %j as %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:image/png;base64,AAAA'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/file'],
    ['/relative/path.jpg'],
    ['relative.jpg'],
    ['//evil.example/x.jpg'],
    [' //evil.example/x.jpg'],
    ['\u0000https://example.com'],
    ['https://exa\u0000mple.com'],
    ['https://example.com/\u202e'],
    ['https://example.com/\u2028x'],
    ['http:example.com'],
    ['https:\\\\evil.example'],
    ['https:/evil.example'],
    ['https://'],
    ['https://user:pass@example.com/'],
    ['https://bank.example@evil.example/'],
    ['https://[::1'],
    [''],
    ['   '],
    [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`],
  ])('rejects %j', (input) => {
    expect(safeUrl(input)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [{ href: 'https://example.com' }], [['https://example.com']], [new URL('https://example.com')]])(
    'rejects the non-string %j',
    (input) => {
      expect(safeUrl(input)).toBeUndefined();
    },
  );

  it('accepts a URL of exactly the maximum length and refuses one character more', () => {
    const base = 'https://example.com/';
    const exact = base + 'a'.repeat(MAX_URL_LENGTH - base.length);
    expect(safeUrl(exact)).toBe(exact);
    expect(safeUrl(`${exact}a`)).toBeUndefined();
  });

  it('refuses a URL that percent-encoding makes longer than the limit', () => {
    const base = 'https://example.com/';
    const text = base + 'é'.repeat(MAX_URL_LENGTH - base.length);
    expect(text.length).toBe(MAX_URL_LENGTH);
    expect(safeUrl(text)).toBeUndefined();
  });
});
