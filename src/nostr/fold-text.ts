/** Letters that Unicode does not decompose into a base letter and a mark, as a person without them types them. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '’': "'",
  ʼ: "'",
};
const SPELLED_OUT_PATTERN = /[ßæøœłđðþı’ʼ]/gu;
const MARKS = /\p{M}+/gu;

/**
 * Lower case without accents, the one form in which typed text meets listings, makes and towns (docs/product.md
 * §5 Listing search): 'Škoda' → 'skoda', 'Straße' → 'strasse', 'Łódź' → 'lodz', 'København' → 'kobenhavn'.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter] ?? letter);
}
