import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { tokenizeContent, type ContentToken } from './content';

const { pubkey, secretKey } = newKeys();
const npub = nip19.npubEncode(pubkey);
const note = nip19.noteEncode('e'.repeat(64));
const naddr = nip19.naddrEncode({ kind: KIND.listing, pubkey, identifier: 'car-1' });
const nsec = nip19.nsecEncode(secretKey);

const text = (value: string): ContentToken => ({ type: 'text', text: value });
const url = (href: string, written = href): ContentToken => ({ type: 'url', url: href, text: written });
const tag = (value: string): ContentToken => ({ type: 'hashtag', tag: value });

/** Rebuilds the source text from tokens: every character must be accounted for exactly once. */
function source(tokens: ContentToken[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'text':
          return token.text;
        case 'url':
          return token.text;
        case 'mention':
          return `nostr:${token.bech32}`;
        case 'hashtag':
          return `#${token.tag}`;
      }
    })
    .join('');
}

describe('tokenizeContent', () => {
  it.each<[string, string, ContentToken[]]>([
    ['plain text', 'Nice car!', [text('Nice car!')]],
    ['empty', '', []],
    ['a URL', 'see https://cars.example/a', [text('see '), url('https://cars.example/a')]],
    ['trailing period excluded', 'Go to https://cars.example.', [text('Go to '), url('https://cars.example/', 'https://cars.example'), text('.')]],
    ['trailing comma and paren excluded', '(https://cars.example/a), ok', [text('('), url('https://cars.example/a'), text('), ok')]],
    ['balanced paren kept', 'https://en.wikipedia.org/wiki/Car_(disambiguation) nice', [url('https://en.wikipedia.org/wiki/Car_(disambiguation)'), text(' nice')]],
    ['several trailing marks', 'wow https://cars.example/a?!', [text('wow '), url('https://cars.example/a'), text('?!')]],
    ['query and fragment kept', 'https://cars.example/a?b=1&c=2#top', [url('https://cars.example/a?b=1&c=2#top')]],
    ['http allowed', 'http://cars.example/x', [url('http://cars.example/x')]],
    ['hashtag', 'Love my #Toyota', [text('Love my '), tag('Toyota')]],
    ['unicode hashtag', '#автомобиль и #車_2024', [tag('автомобиль'), text(' и '), tag('車_2024')]],
    ['hashtag ends at punctuation', '#cars, #trucks!', [tag('cars'), text(', '), tag('trucks'), text('!')]],
    ['no hashtag inside a URL', 'https://cars.example/#section', [url('https://cars.example/#section')]],
    ['no hashtag mid-word or after &', 'C# and a#b and &#39;', [text('C# and a#b and &#39;')]],
    ['number-only hashtag stays text', 'issue #42', [text('issue #42')]],
    ['lone hash', '# and ##', [text('# and ##')]],
    ['javascript: never a link', 'javascript:alert(1)', [text('javascript:alert(1)')]],
    ['data: never a link', 'data:text/html,<script>alert(1)</script>', [text('data:text/html,<script>alert(1)</script>')]],
    ['script stays text', '<script>alert("x")</script>', [text('<script>alert("x")</script>')]],
    ['URL with credentials stays text', 'https://bank.example@evil.example/', [text('https://bank.example@evil.example/')]],
    ['quote ends a URL', 'a "https://cars.example/a" b', [text('a "'), url('https://cars.example/a'), text('" b')]],
  ])('%s', (_name, input, expected) => {
    const tokens = tokenizeContent(input);
    expect(tokens).toEqual(expected);
  });

  it.each<[string, string, ContentToken['type'], string]>([
    ['npub mention', `hi nostr:${npub}!`, 'mention', npub],
    ['note mention', `see nostr:${note}`, 'mention', note],
    ['naddr mention', `nostr:${naddr}`, 'mention', naddr],
  ])('%s', (_name, input, type, bech32) => {
    const mention = tokenizeContent(input).find((token) => token.type === type);
    expect(mention).toMatchObject({ type: 'mention', bech32 });
  });

  it('decodes mentions', () => {
    expect(tokenizeContent(`nostr:${npub}`)).toEqual([
      { type: 'mention', bech32: npub, decoded: { type: 'profile', pubkey, relays: [] } },
    ]);
  });

  it.each<[string, string]>([
    ['nsec is never a mention', `my key nostr:${nsec}`],
    ['bad checksum stays text', `nostr:${npub.slice(0, -1)}${npub.endsWith('q') ? 'p' : 'q'}`],
    ['truncated mention stays text', `nostr:${npub.slice(0, 20)}`],
    ['unknown type stays text', 'nostr:nfoo1qqqqqq'],
    ['bare npub without prefix stays text', npub],
  ])('%s', (_name, input) => {
    expect(tokenizeContent(input)).toEqual([text(input)]);
  });

  it('accounts for every character of mixed content', () => {
    const input = `Hey nostr:${npub}, look: https://cars.example/a. #Camry (https://x.example/b) #2024 #ok`;
    expect(source(tokenizeContent(input))).toBe(input);
    expect(tokenizeContent(input).map((token) => token.type)).toEqual([
      'text', 'mention', 'text', 'url', 'text', 'hashtag', 'text', 'url', 'text', 'hashtag',
    ]);
  });

  it.each<[string, string]>([
    ['a long URL-like run', `https://${'a'.repeat(65_536)}`],
    ['repeated scheme prefixes', 'https://'.repeat(8_192)],
    ['repeated nostr: prefixes', 'nostr:'.repeat(10_923)],
    ['a mention prefix with a long tail', `nostr:npub1${'q'.repeat(65_536)}`],
    ['nostr: with letters but no separator', `nostr:${'a'.repeat(65_536)}`],
    ['hashes', '#'.repeat(65_536)],
    ['one long hashtag', `#${'a'.repeat(65_536)}`],
    ['alternating hashtags', '#a '.repeat(21_845)],
    ['parentheses after a URL', `https://x.example/${')'.repeat(65_536)}`],
    ['punctuation after a URL', `https://x.example/${'.'.repeat(65_536)}`],
  ])('stays linear on 64 KiB of %s', (_name, input) => {
    const started = performance.now();
    const tokens = tokenizeContent(input);
    const elapsed = performance.now() - started;
    expect(source(tokens)).toBe(input);
    expect(elapsed).toBeLessThan(500);
  });
});
