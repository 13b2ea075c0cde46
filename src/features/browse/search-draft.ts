/**
 * The search text while it is being typed (docs/architecture.md §10, the home page's search). The grid filters on
 * every keystroke, but the text reaches the URL only when typing pauses, the box loses focus or Enter is
 * pressed: a URL change re-renders everything that reads the location (every card's link among them) and
 * costs a history write, which a keystroke should not pay.
 *
 * A draft is the typed text plus the URL search strings it stands over: the one the user saw when typing
 * began and each one written for it since. While the URL is one of those, the draft's text is the search;
 * when the URL moves anywhere else (Back, a link, a saved search) the URL wins and the draft is dropped.
 */
export interface SearchDraft {
  readonly query: string;
  /** The URL search strings (`URLSearchParams#toString`) this draft's text stands over. */
  readonly over: readonly string[];
  /** The last URL search string written for this draft, if any. */
  readonly written?: string;
}

/**
 * A keystroke: `query` becomes the text, over the URL `urlKey` the user is looking at and `coming`, the URLs
 * already written for this page that the router has not shown yet (its location update is a transition that
 * a keystroke can overtake).
 */
export function typeDraft(draft: SearchDraft | undefined, query: string, urlKey: string, coming: readonly string[] = []): SearchDraft {
  const keys = [...new Set([urlKey, ...coming])];
  if (draft === undefined || !keys.some((key) => draft.over.includes(key))) return { query, over: keys };
  const over = [...draft.over, ...keys.filter((key) => !draft.over.includes(key))];
  return { ...draft, query, over: over.length === draft.over.length ? draft.over : over };
}

/** The draft's text was written to the URL as `key`: the draft stands over it too until the URL shows it. */
export function draftWritten(draft: SearchDraft, key: string): SearchDraft {
  return { ...draft, over: draft.over.includes(key) ? draft.over : [...draft.over, key], written: key };
}

/**
 * What the draft is once the URL reads `urlKey`; `withQuery(urlKey, query)` is that URL with the draft's text.
 * Kept while the URL is one it stands over and the text is not all there yet; once the URL shows what was
 * written, the older URLs are forgotten (Back to them is a real navigation); ended when the URL holds the
 * text, or moved elsewhere.
 */
export function settleDraft(
  draft: SearchDraft | undefined,
  urlKey: string,
  withQuery: (urlKey: string, query: string) => string,
): SearchDraft | undefined {
  if (draft === undefined || !draft.over.includes(urlKey)) return undefined;
  if (urlKey !== draft.written) return draft;
  if (withQuery(urlKey, draft.query) === urlKey) return undefined;
  return draft.over.length === 1 ? draft : { ...draft, over: [urlKey] };
}
