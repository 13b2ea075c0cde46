import { CAR_MAKES } from '@/config/car-makes';

import { foldText } from './fold-text';

/**
 * Car makes as buyers type them and listings write them (docs/product.md §9 Constants and limits, Makes): one
 * folded form for comparing ('Škoda', 'skoda' and 'SKODA' are one make, as are 'Mercedes-Benz' and 'mercedes
 * benz'), the list's own spelling where there is one, and the choices the make filter offers.
 */

/** 'Other' in the sell form: the seller's make is not in the list (published as the make 'Other'). */
export const OTHER_MAKE = 'Other';

/** The longest make text the filter offers or a URL may carry: the longest real make is about 20 characters. */
export const MAX_MAKE_LENGTH = 40;

/** At most this many makes found only in loaded listings join the filter's list, so a flood of junk cannot bury it. */
export const MAX_LISTING_MAKES = 50;

const SEPARATORS = /[\s\-_.]+/g;
/** Letters and digits, with the few signs real makes use ('Lynk & Co', 'Rolls-Royce', 'Mercedes-AMG'). */
const MAKE_TEXT = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} &'’.\-/+]*$/u;

/** The comparison form of a make: folded as all typed text is, hyphens and runs of spaces as one space. */
export function foldMake(text: string): string {
  return foldText(text).replace(SEPARATORS, ' ').trim();
}

const KNOWN = new Map<string, string>(CAR_MAKES.map((make) => [foldMake(make), make]));

/** Whether a listing's make is the chosen one, case-, accent- and hyphen-insensitively. */
export function sameMake(listingMake: string | undefined, wanted: string): boolean {
  return listingMake !== undefined && foldMake(listingMake) === foldMake(wanted);
}

/** The list's spelling of a make ('skoda' → 'Škoda'), or undefined when the list does not have it. */
export function listedMake(text: string): string | undefined {
  return KNOWN.get(foldMake(text));
}

/**
 * A make as a filter value: trimmed, inner spaces collapsed, in the list's spelling when it has one. Undefined
 * for 'Other' (it names no make), and for an empty or over-long text or one with other signs than real makes
 * use (it comes from a URL or a relay, so is untrusted).
 */
export function cleanMake(text: string): string | undefined {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed.length > MAX_MAKE_LENGTH || !MAKE_TEXT.test(trimmed) || foldMake(trimmed) === foldMake(OTHER_MAKE)) return undefined;
  return listedMake(trimmed) ?? trimmed;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The make filter's choices: every listed make plus the makes of `listingMakes` the list lacks (folded
 * duplicates merged under the first spelling seen; 'Other' left out, since it names no make), at most
 * {@link MAX_LISTING_MAKES} of those, the most common first; all in alphabetical order.
 */
export function makeChoices(listingMakes: Iterable<string | undefined>): string[] {
  const extra = new Map<string, { make: string; count: number }>();
  for (const raw of listingMakes) {
    const make = raw === undefined ? undefined : cleanMake(raw);
    if (make === undefined) continue;
    const folded = foldMake(make);
    if (KNOWN.has(folded)) continue;
    const seen = extra.get(folded);
    if (seen) seen.count += 1;
    else extra.set(folded, { make, count: 1 });
  }
  const common = [...extra.values()]
    .toSorted((a, b) => b.count - a.count || collator.compare(a.make, b.make))
    .slice(0, MAX_LISTING_MAKES)
    .map(({ make }) => make);
  return [...CAR_MAKES, ...common].toSorted(collator.compare);
}

/** What buyers and sellers type for a few makes, so the type-ahead offers them too ('vw' offers Volkswagen). */
const NICKNAMES: ReadonlyMap<string, string> = new Map([
  ['vw', 'Volkswagen'],
  ['chevy', 'Chevrolet'],
  ['bimmer', 'BMW'],
  ['beemer', 'BMW'],
  ['merc', 'Mercedes-Benz'],
]);

/**
 * The type-ahead: the options whose name starts with the typed text, then those with a later word that does
 * ('rover' offers Rover, then Land Rover; 'benz' offers Mercedes-Benz), then those with a nickname that does
 * ('vw' offers Volkswagen), each group in the given order. An empty text offers every option.
 */
export function matchMakes(options: readonly string[], typed: string): string[] {
  const wanted = foldMake(typed);
  if (wanted === '') return [...options];
  const starts: string[] = [];
  const words: string[] = [];
  for (const option of options) {
    const folded = foldMake(option);
    if (folded.startsWith(wanted)) starts.push(option);
    else if (folded.split(' ').some((_, index, parts) => parts.slice(index).join(' ').startsWith(wanted))) words.push(option);
  }
  const nicknamed = [...NICKNAMES].filter(([nickname]) => nickname.startsWith(wanted)).map(([, make]) => make);
  const byNickname = options.filter((option) => nicknamed.includes(option) && !starts.includes(option) && !words.includes(option));
  return [...starts, ...words, ...byNickname];
}
