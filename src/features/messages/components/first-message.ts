/**
 * The pre-filled first line of a question about a car (docs/product.md §2 Listing detail): 'Hi! Is your {car}
 * still available?', where {car} is the title cut to what names the car. Sellers write long titles ('2017 Honda
 * Civic EX – one owner, full service history, new tyres!!!'); pasted whole, the question reads badly.
 */

/** Longest car name kept whole; a longer one is cut at a word boundary and ends with '…'. */
export const FIRST_LINE_CAR_MAX = 40;

/** Where a title stops naming the car and starts selling it: a dash, bar, bullet, comma, bracket or '!'/'?'. */
const SELLING_PART = /\s+[-–—|•·]\s+|[,;:!?(/[]|\s+[|•·]/u;

const LEADING_PUNCTUATION = /^[\s\-–—|•·,;:.!?'"*]+/u;
const TRAILING_PUNCTUATION = /[\s\-–—|•·,;:.!?'"]+$/u;

export function carNameOfTitle(title: string): string {
  const whole = title.replace(/\s+/gu, ' ').replace(LEADING_PUNCTUATION, '').trim();
  const cut = whole.split(SELLING_PART)[0]?.replace(TRAILING_PUNCTUATION, '') ?? '';
  // A title cut to almost nothing ('VW (Golf)') keeps its words instead.
  const name = cut.length >= 3 ? cut : whole.replace(TRAILING_PUNCTUATION, '');
  if (name.length <= FIRST_LINE_CAR_MAX) return name;
  const space = name.lastIndexOf(' ', FIRST_LINE_CAR_MAX);
  const short = (space > 0 ? name.slice(0, space) : name.slice(0, FIRST_LINE_CAR_MAX)).replace(TRAILING_PUNCTUATION, '');
  return `${short}…`;
}

export function firstLineAbout(title: string): string {
  const car = carNameOfTitle(title);
  return car === '' ? 'Hi! Is your car still available?' : `Hi! Is your ${car} still available?`;
}
