import { foldText } from './fold-text';
import type { CarListing } from './listing';

/**
 * docs/product.md §5 Validation rules (Listing search): the search text is split into words, and a listing
 * matches when every word starts a word of its title, summary, make, model, year, fuel type, body type,
 * transmission, colour or location; case-, accent- and hyphen-insensitive. Pure, no React.
 */

/** Starts every word of a folded field: `includes(WORD_START + word)` is then "some word starts with `word`". */
const WORD_START = '\u0001';
/** Splits words apart. Hyphens, dots and apostrophes too: 'Mercedes-Benz' is the words mercedes and benz. */
const NON_WORD = /[^\p{L}\p{N}]+/u;
const NON_WORD_RUNS = /[^\p{L}\p{N}]+/gu;
const WHITESPACE = /\s+/u;
/**
 * Listing fields are capped when read (listing.ts), but a field past this is not a car's description: the
 * rest is not searched, so one hostile object cannot make every keystroke slow.
 */
const MAX_FIELD_CHARS = 2_000;
/** The search box holds at most 200 characters; anything longer comes from elsewhere and is cut. */
const MAX_QUERY_CHARS = 1_000;

/** A word as written and as compared: 'Škoda' and 'skoda'. */
export interface SearchWord {
  text: string;
  folded: string;
}

/**
 * The words of a text, in order: split at spaces and punctuation, each folded. A hyphenated or dotted run
 * also counts as one word without its marks ('E-Class' is e, class and eclass), so 'eclass' finds it too.
 */
export function textWords(text: string): SearchWord[] {
  const words: SearchWord[] = [];
  for (const chunk of text.split(WHITESPACE)) {
    const parts = chunk.split(NON_WORD).filter((part) => part !== '');
    for (const part of parts) words.push({ text: part, folded: foldText(part) });
    if (parts.length > 1) words.push({ text: parts.join(''), folded: foldText(parts.join('')) });
  }
  return words.filter((word) => word.folded !== '');
}

/** The folded words a search asks for, each once; none for an empty or punctuation-only text. */
export function searchWords(query: string): string[] {
  const words = new Set<string>();
  for (const part of foldText(query.slice(0, MAX_QUERY_CHARS)).split(NON_WORD)) if (part !== '') words.add(part);
  return [...words];
}

interface SearchIndex {
  /** Every searched field's words, each after a WORD_START. */
  all: string;
  /** The title's words alone, for 'Best match' (docs/product.md §2 Home: browse tab). */
  title: string;
}

/** Punctuation inside a run of letters ('E-Class', 'A.M.G.'): only then are joined words added. */
const INNER_PUNCTUATION = /[\p{L}\p{N}][^\p{L}\p{N}\s]+[\p{L}\p{N}]/u;

/** The words of `textWords`, folded, each after a WORD_START; the field is folded whole, once (the first search pays it). */
function indexText(...values: unknown[]): string {
  // Folded together (a line break apart, which no word spans): one fold per listing instead of one per field.
  const text = values.map((value) => (typeof value === 'string' ? value.slice(0, MAX_FIELD_CHARS) : '')).join('\n');
  const folded = foldText(text);
  // One replace rather than a split: this runs for every listing on the first search. A run of punctuation at
  // either end leaves an empty word, which no search word (never empty) can match.
  let indexed = WORD_START + folded.replace(NON_WORD_RUNS, WORD_START);
  if (!INNER_PUNCTUATION.test(folded)) return indexed;
  for (const chunk of folded.split(WHITESPACE)) {
    const parts = chunk.split(NON_WORD).filter((part) => part !== '');
    if (parts.length > 1) indexed += WORD_START + parts.join('');
  }
  return indexed;
}

/**
 * Each listing's folded words, made once per listing object (the grid keeps its listing objects across
 * renders): a keystroke over 10 000 listings is then one `includes` per word and listing, no folding.
 */
const indexes = new WeakMap<CarListing, SearchIndex>();

function indexOf(listing: CarListing): SearchIndex {
  let index = indexes.get(listing);
  if (index === undefined) {
    const title = indexText(listing.title);
    const rest = indexText(listing.summary, listing.make, listing.model, listing.year, listing.fuelType, listing.bodyType, listing.transmission, listing.color, listing.location);
    index = { all: title + rest, title };
    indexes.set(listing, index);
  }
  return index;
}

/** Whether some searched word of the listing starts with the folded `word`. */
export function listingHasWord(listing: CarListing, word: string): boolean {
  return indexOf(listing).all.includes(WORD_START + word);
}

/** The predicate for one search, to run over many listings. An empty or punctuation-only search matches everything. */
export function searchMatcher(query: string): (listing: CarListing) => boolean {
  const words = searchWords(query);
  if (words.length === 0) return () => true;
  const needles = words.map((word) => WORD_START + word);
  return (listing) => {
    const { all } = indexOf(listing);
    return needles.every((needle) => all.includes(needle));
  };
}

/**
 * How well the title answers the search: each of the search's words that starts a word of the title counts 1,
 * and 1 more when it is that whole word ('2' is the whole word in "Golf 2" and only the start of "2019"), so
 * 'Best match' puts the title that says what was asked before one that merely contains it.
 */
export function titleMatchCounter(query: string): (listing: CarListing) => number {
  const needles = searchWords(query).map((word) => ({ start: WORD_START + word, whole: WORD_START + word + WORD_START }));
  return (listing) => {
    // The title's words each end where the next WORD_START begins; one more after the last closes it.
    const title = indexOf(listing).title + WORD_START;
    let count = 0;
    for (const { start, whole } of needles) if (title.includes(start)) count += title.includes(whole) ? 2 : 1;
    return count;
  };
}
