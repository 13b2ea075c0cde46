import { KIND } from '@/config/constants';

import type { NostrEvent } from './event';
import type { MuteRule } from './event-store';
import { MUTE_WORD_MAX, type MuteEntry } from './mute-list';

/**
 * The event store's mute predicate (docs/architecture.md §20) from the user's mute entries. An event is muted
 * when its author is a muted pubkey, it carries a muted hashtag (`t`), it is or replies to a muted thread (its
 * id, or an `e`/`E` tag naming one), or it is a car listing whose title, summary or description contains a
 * muted word. Built in linear time with Sets; an event's tags and, for a listing, its text are read once per
 * event object (the verdict remembered, since the store asks on every read). Profiles and lists, and
 * the user's own events, are never muted.
 */

/** Words are matched as whole words, accents and case aside: a phrase longer than this many words never matches. */
export const MUTE_PHRASE_MAX_WORDS = 8;

const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * The words of a text as a muted word is compared: accents removed (NFD without combining marks, so "Café"
 * is "cafe"), lowercase, split at everything that is not a letter or digit (so "e-mail" is "e mail").
 */
export function foldedWords(text: string): string[] {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().match(LETTERS_OR_DIGITS) ?? [];
}

/**
 * Why `text` cannot be muted as a word (docs/product.md §2 Mute), or undefined when it can: it must hold a
 * letter or digit, be at most MUTE_WORD_MAX characters and MUTE_PHRASE_MAX_WORDS words (longer never matches).
 */
export function muteWordProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'Type a word or phrase to mute.';
  if (trimmed.length > MUTE_WORD_MAX) return `Keep it under ${MUTE_WORD_MAX} characters.`;
  const words = foldedWords(trimmed).length;
  if (words === 0) return 'Type letters or digits: punctuation alone matches nothing.';
  if (words > MUTE_PHRASE_MAX_WORDS) return `Mute at most ${MUTE_PHRASE_MAX_WORDS} words at a time.`;
  return undefined;
}

interface WordIndex {
  /** Muted words and phrases, folded, their words joined by one space. */
  phrases: ReadonlySet<string>;
  /** The longest phrase's number of words: an event's text is scanned for runs up to this long. */
  maxWords: number;
}

function wordIndexOf(words: readonly string[]): WordIndex {
  const phrases = new Set<string>();
  let maxWords = 0;
  for (const word of words) {
    const folded = foldedWords(word);
    if (folded.length === 0 || folded.length > MUTE_PHRASE_MAX_WORDS) continue;
    phrases.add(folded.join(' '));
    maxWords = Math.max(maxWords, folded.length);
  }
  return { phrases, maxWords };
}

/** Whether `text` holds one of the phrases as whole words: O(words × maxWords) set lookups. */
function containsPhrase(text: string, index: WordIndex): boolean {
  const words = foldedWords(text);
  for (let start = 0; start < words.length; start += 1) {
    let phrase = '';
    for (let length = 1; length <= index.maxWords && start + length <= words.length; length += 1) {
      phrase = length === 1 ? words[start]! : `${phrase} ${words[start + length - 1]!}`;
      if (index.phrases.has(phrase)) return true;
    }
  }
  return false;
}

/** The text of a listing a muted word hides it by: title, summary and description (NIP-99). */
function listingTexts(event: NostrEvent): string[] {
  const texts = [event.content];
  for (const tag of event.tags) if ((tag[0] === 'title' || tag[0] === 'summary') && typeof tag[1] === 'string') texts.push(tag[1]);
  return texts;
}

/**
 * Kinds a mute never hides: who someone is (profile, for the 'Muted' screen's names) and their lists (follows,
 * relay and DM relay lists: NIP-17 needs them to reach the person; and the user's own mute list, whose `t` and
 * `e` tags name what it mutes and must not hide it from the read it is edited from, docs/architecture.md §16).
 * Muting hides what people say, not who they are (docs/product.md §2 Mute). A muted author's deletion requests
 * still delete: the store applies them when they arrive, whether or not a reader sees them.
 */
function isAboutTheAuthor(kind: number): boolean {
  return kind === KIND.profile || kind === KIND.contactList || (kind >= 10_000 && kind < 20_000);
}

/**
 * The mute rule for `entries`, or undefined when nothing is muted (the store then skips the check). `self`: the
 * user, whose own events a mute never hides (their listing with a muted hashtag stays in My Listings).
 */
export function muteRuleOf(entries: readonly MuteEntry[], self?: string): MuteRule | undefined {
  const pubkeys = new Set<string>();
  const hashtags = new Set<string>();
  const threads = new Set<string>();
  const words: string[] = [];
  for (const entry of entries) {
    if (entry.type === 'pubkey') pubkeys.add(entry.value);
    else if (entry.type === 'hashtag') hashtags.add(entry.value);
    else if (entry.type === 'thread') threads.add(entry.value);
    else words.push(entry.value);
  }
  const index = wordIndexOf(words);
  if (pubkeys.size + hashtags.size + threads.size + index.phrases.size === 0) return undefined;

  // The store asks on every read; a listing's text is folded once per event object (gone with the event).
  const wordVerdicts = new WeakMap<NostrEvent, boolean>();
  const hasMutedWord = (event: NostrEvent): boolean => {
    const known = wordVerdicts.get(event);
    if (known !== undefined) return known;
    const verdict = listingTexts(event).some((text) => containsPhrase(text, index));
    wordVerdicts.set(event, verdict);
    return verdict;
  };

  // Likewise its tags are read once per event object, and not at all when no hashtag or thread is muted.
  const tagVerdicts = new WeakMap<NostrEvent, boolean>();
  const hasMutedTag = (event: NostrEvent): boolean => {
    if (hashtags.size === 0 && threads.size === 0) return false;
    const known = tagVerdicts.get(event);
    if (known !== undefined) return known;
    const verdict = event.tags.some((tag) => {
      const value = tag[1];
      if (typeof value !== 'string') return false;
      if (tag[0] === 't') return hashtags.size > 0 && hashtags.has(value.trim().replace(/^#+/, '').toLowerCase());
      return (tag[0] === 'e' || tag[0] === 'E') && threads.has(value);
    });
    tagVerdicts.set(event, verdict);
    return verdict;
  };

  return (event) => {
    if (event.pubkey === self || isAboutTheAuthor(event.kind)) return false;
    if (pubkeys.has(event.pubkey) || threads.has(event.id) || hasMutedTag(event)) return true;
    return event.kind === KIND.listing && index.phrases.size > 0 && hasMutedWord(event);
  };
}
