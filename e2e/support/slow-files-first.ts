import { basename, relative } from 'node:path';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first, as measured (docs/performance.md, Test suite time).
 * Without a results cache (a fresh clone) vitest starts the largest files first, and a file small on disk but
 * long to run (a hostile corpus, a 500-message thread) then started last and kept one worker busy alone at
 * the end of the run.
 */
const SLOWEST_FIRST = [
  'hostile-details.e2e.ts',
  'messages.e2e.ts',
  'sell-publish.e2e.ts',
  'photos.e2e.ts',
  'key-protection.e2e.ts',
  'profiles.e2e.ts',
  'favourites-saved.e2e.ts',
  'browse-filters.e2e.ts',
  'seller-loop.e2e.ts',
  'hostile.e2e.ts',
  'accounts-signers.e2e.ts',
  'hostile-routes.e2e.ts',
  'grid-find-in-page.e2e.ts',
  'distance.e2e.ts',
  'accounts-menu.e2e.ts',
  'safety-warnings.e2e.ts',
  'buyer-insight.e2e.ts',
  'car-site-navigation.e2e.ts',
  'relay-list.e2e.ts',
  'a11y.e2e.ts',
];

/** A file's place in {@link SLOWEST_FIRST}; the files it does not name come after, in vitest's order. */
function rank(file: TestSpecification): number {
  const index = SLOWEST_FIRST.indexOf(basename(file.moduleId));
  return index === -1 ? SLOWEST_FIRST.length : index;
}

/**
 * vitest's order (by the last run's durations when it has them), except on a run without them: the files
 * above first, in that order, then the others as vitest orders them.
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // oxlint-disable-next-line unicorn/no-array-sort -- vitest's BaseSequencer.sort, which returns a new list
    const ordered = await super.sort(files);
    const timed = ordered.every((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`) !== undefined);
    if (timed) return ordered;
    return ordered.toSorted((a, b) => rank(a) - rank(b));
  }
}
