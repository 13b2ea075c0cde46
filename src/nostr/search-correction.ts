import { CAR_MAKES } from '@/config/car-makes';

import type { CarListing } from './listing';
import { listingHasWord, searchWords, textWords } from './listing-search';

/**
 * docs/product.md §5 Validation rules (Listing search), typo correction: a word of the search that matches no
 * loaded listing but is one edit away from a known make, or from a make or model of the loaded listings,
 * is replaced by it ('Volov' → 'Volvo'). Pure, no React.
 */

export interface SearchCorrection {
  /** The search as typed. */
  original: string;
  /** The search with its misspelt words replaced: what the grid shows results for. */
  corrected: string;
}

/** Shorter words are too often a real abbreviation or a model number ('GTI', 'V70', 'M3') to be "fixed". */
export const MIN_CORRECTED_LENGTH = 4;

/**
 * Whether `a` becomes `b` by exactly one edit of the optimal string alignment distance: one letter inserted,
 * deleted or replaced, or two neighbours swapped ('volov' → 'volvo', 'telsa' → 'tesla').
 */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length !== b.length) {
    const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
    return shorter.slice(start) === longer.slice(start + 1);
  }
  if (a.slice(start + 1) === b.slice(start + 1)) return true;
  return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
}

/** A word a misspelt search word may become, as it is spelt where it was found, and how many listings use it. */
interface KnownWord {
  text: string;
  listings: number;
  /** In CAR_MAKES: wins a tie with a word only seen in listings. */
  listed: boolean;
}

type Vocabulary = ReadonlyMap<string, KnownWord>;

function listedWords(): Map<string, KnownWord> {
  const words = new Map<string, KnownWord>();
  for (const make of CAR_MAKES) {
    for (const word of textWords(make)) if (!words.has(word.folded)) words.set(word.folded, { text: word.text, listings: 0, listed: true });
  }
  return words;
}

/** Per loaded set: built only when a search has a word to correct, once for every later keystroke. */
const vocabularies = new WeakMap<readonly CarListing[], Vocabulary>();

/** The words of CAR_MAKES and of the listings' makes and models, folded, each with how many listings use it. */
function vocabularyOf(listings: readonly CarListing[]): Vocabulary {
  const cached = vocabularies.get(listings);
  if (cached !== undefined) return cached;
  // Thousands of listings share a few hundred makes and models: each distinct text is split once.
  const texts = new Map<string, number>();
  for (const listing of listings) {
    for (const field of [listing.make, listing.model]) {
      if (typeof field === 'string') texts.set(field, (texts.get(field) ?? 0) + 1);
    }
  }
  const words = listedWords();
  for (const [text, count] of texts) {
    for (const word of textWords(text.slice(0, 100))) {
      const known = words.get(word.folded);
      if (known === undefined) words.set(word.folded, { text: word.text, listings: count, listed: false });
      else known.listings += count;
    }
  }
  vocabularies.set(listings, words);
  return words;
}

/** Worth correcting: long enough, not a number, and matched by no loaded listing. */
function needsCorrection(word: string, listings: readonly CarListing[]): boolean {
  if (word.length < MIN_CORRECTED_LENGTH || /^\p{N}+$/u.test(word)) return false;
  return !listings.some((listing) => listingHasWord(listing, word));
}

/** The best known word one edit from `word`: most listings, then CAR_MAKES, then alphabetical. Not when `word` starts a known word (still being typed). */
function correctionOf(word: string, vocabulary: Vocabulary): string | undefined {
  let best: KnownWord | undefined;
  for (const [folded, known] of vocabulary) {
    if (folded.startsWith(word)) return undefined;
    if (!isOneEditAway(word, folded)) continue;
    if (best === undefined || known.listings > best.listings || (known.listings === best.listings && ((known.listed && !best.listed) || (known.listed === best.listed && known.text < best.text)))) {
      best = known;
    }
  }
  return best?.text;
}

/**
 * The search with each misspelt word replaced (the rest kept as typed), or undefined when nothing needs or
 * finds a correction. A word of the search is one run of letters and digits (searchWords); a typed chunk
 * with punctuation ('e-klass') is left alone.
 */
export function correctSearch(query: string, listings: readonly CarListing[]): SearchCorrection | undefined {
  const original = query.trim();
  let vocabulary: Vocabulary | undefined;
  let changed = false;
  const chunks = original.split(/\s+/u).map((chunk) => {
    const words = searchWords(chunk);
    if (words.length !== 1 || !needsCorrection(words[0]!, listings)) return chunk;
    vocabulary ??= vocabularyOf(listings);
    const replacement = correctionOf(words[0]!, vocabulary);
    if (replacement === undefined) return chunk;
    changed = true;
    return replacement;
  });
  return changed ? { original, corrected: chunks.join(' ') } : undefined;
}
