import { describe, expect, it } from 'vitest';

import { draftWritten, settleDraft, typeDraft } from './search-draft';

/** The URL search with `query` as its `q`, other parameters kept (what useBrowseState writes). */
function withQuery(urlKey: string, query: string): string {
  const params = new URLSearchParams(urlKey);
  if (query.trim() === '') params.delete('q');
  else params.set('q', query.trim());
  return params.toString();
}

describe('search draft', () => {
  it('stands over the URL it was typed on, keeping its text through later keystrokes', () => {
    const first = typeDraft(undefined, 'toy', 'make=bmw');
    const second = typeDraft(first, 'toyota', 'make=bmw');
    expect(second).toEqual({ query: 'toyota', over: ['make=bmw'] });
    expect(settleDraft(second, 'make=bmw', withQuery)).toBe(second);
  });

  it('starts over when typing resumes on a URL it does not stand over', () => {
    const draft = typeDraft(undefined, 'toy', '');
    expect(typeDraft(draft, 'kia', 'q=volvo')).toEqual({ query: 'kia', over: ['q=volvo'] });
  });

  it('is kept while its write is on the way, and ends once the URL holds its text', () => {
    const written = draftWritten(typeDraft(undefined, 'toyota', ''), 'q=toyota');
    // The router has not shown the new URL yet: the old one still gets the typed text, not its own.
    expect(settleDraft(written, '', withQuery)).toBe(written);
    expect(settleDraft(written, 'q=toyota', withQuery)).toBeUndefined();
  });

  it('keeps text typed after the write, and forgets the older URL once the write shows', () => {
    const written = draftWritten(typeDraft(undefined, 'toyota', ''), 'q=toyota');
    const more = typeDraft(written, 'toyota camry', '');
    const settled = settleDraft(more, 'q=toyota', withQuery);
    expect(settled).toEqual({ query: 'toyota camry', over: ['q=toyota'], written: 'q=toyota' });
    // Back to the URL before the search is a real navigation now: the draft gives way.
    expect(settleDraft(settled, '', withQuery)).toBeUndefined();
  });

  it('gives way when the URL moves somewhere else (Back, a link, a saved search)', () => {
    const draft = typeDraft(undefined, 'toyota', 'q=kia');
    expect(settleDraft(draft, 'q=bmw', withQuery)).toBeUndefined();
    expect(settleDraft(undefined, 'q=bmw', withQuery)).toBeUndefined();
  });
});
