/**
 * `BENCH_ONLY=cold,detail,…` runs only the named sections of `npm run bench` (default: all); the table leaves
 * out the rows of sections that did not run. Setup (the relay, the demo seed, the media server, the build) is
 * shared by every section and always done.
 */
export const SECTIONS = ['cold', 'detail', 'warm', 'routes', 'scale', 'search', 'nav', 'lighthouse', 'photos', 'messages'] as const;

export type Section = (typeof SECTIONS)[number];

const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

/** The sections `value` (a comma list, case and spaces ignored) names; every section when it is empty or unset. */
export function selectedSections(value: string | undefined): ReadonlySet<Section> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.length === 0) return new Set(SECTIONS);
  const unknown = names.filter((name) => !isSection(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  return new Set(names.filter(isSection));
}
