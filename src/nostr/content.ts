import { safeUrl } from '@/lib/safe-url';

import { decodeRouteIdentifier, type RouteIdentifier } from './nip19-route';

export type ContentToken =
  | { type: 'text'; text: string }
  /** `url` is the normalised http(s) URL for `href`; `text` is what the author wrote, for display. */
  | { type: 'url'; url: string; text: string }
  /** A NIP-27 `nostr:` reference; `bech32` is without the prefix, ready for the `/{nip19}` route. */
  | { type: 'mention'; bech32: string; decoded: Exclude<RouteIdentifier, { type: 'invalid' }> }
  /** `tag` is without the `#`, as written; links go to `/t/{tag}`. */
  | { type: 'hashtag'; tag: string };

/**
 * One pass over the text, alternatives tried left to right at each position. Every quantified part is a
 * single character class with nothing after it that could make the engine retry a shorter match, so the
 * scan stays linear even on hostile input. URLs are matched first, so a `#` inside a URL is never a hashtag.
 * A hashtag must not follow a letter, digit, `&` or `#` (rules out `C#`, `foo#bar`, `&#39;`).
 */
const TOKEN_PATTERN =
  /(?<url>https?:\/\/[^\s<>"]+)|(?<mention>nostr:[a-z]{1,10}1[02-9ac-hj-np-z]+)|(?<![\p{L}\p{N}\p{M}_&#])#(?<tag>[\p{L}\p{N}\p{M}_]+)/giu;

/** Characters that usually end the sentence around a URL rather than belong to it. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ':', ';', '!', '?', "'", '"', ')', ']', '}', '*']);
const MAX_HASHTAG_LENGTH = 100;
const DIGITS_ONLY = /^\p{N}+$/u;

/** Drops trailing punctuation; a closing parenthesis stays when it balances one inside (Wikipedia links). */
function trimUrl(candidate: string): string {
  let open = 0;
  let close = 0;
  for (const character of candidate) {
    if (character === '(') open += 1;
    else if (character === ')') close += 1;
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    if (!TRAILING_PUNCTUATION.has(last) || (last === ')' && close <= open)) break;
    if (last === ')') close -= 1;
    end -= 1;
  }
  return candidate.slice(0, end);
}

function pushText(tokens: ContentToken[], text: string): void {
  if (text === '') return;
  const previous = tokens.at(-1);
  if (previous?.type === 'text') previous.text += text;
  else tokens.push({ type: 'text', text });
}

/** The token for one match and how many characters of it the token covers; null leaves it as text. */
function tokenFor(match: RegExpExecArray | RegExpMatchArray): { token: ContentToken; length: number } | null {
  const groups = match.groups ?? {};
  if (groups.url !== undefined) {
    const written = trimUrl(groups.url);
    const url = safeUrl(written);
    return url === undefined ? null : { token: { type: 'url', url, text: written }, length: written.length };
  }
  if (groups.mention !== undefined) {
    const bech32 = groups.mention.slice('nostr:'.length);
    const decoded = decodeRouteIdentifier(bech32);
    // Invalid references (and nsec, which decodes to invalid) stay plain text (docs/product.md §8).
    return decoded.type === 'invalid'
      ? null
      : { token: { type: 'mention', bech32, decoded }, length: groups.mention.length };
  }
  const tag = groups.tag;
  if (tag === undefined || tag.length > MAX_HASHTAG_LENGTH || DIGITS_ONLY.test(tag)) return null;
  return { token: { type: 'hashtag', tag }, length: tag.length + 1 };
}

/**
 * Splits comment text into plain text, http(s) links, `nostr:` mentions and hashtags (docs/product.md §9: auto-linked).
 * Adjacent text is merged into one token; concatenating every token's source text gives back the input.
 */
export function tokenizeContent(text: string): ContentToken[] {
  const tokens: ContentToken[] = [];
  let consumed = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index ?? 0;
    const found = tokenFor(match);
    if (found === null) continue;
    pushText(tokens, text.slice(consumed, start));
    tokens.push(found.token);
    consumed = start + found.length;
  }
  pushText(tokens, text.slice(consumed));
  return tokens;
}
