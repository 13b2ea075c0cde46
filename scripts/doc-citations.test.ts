import { describe, expect, it } from 'vitest';

import {
  checkCitation,
  citationProblems,
  findCitations,
  outlineOf,
  repositoryDocs,
  repositoryFiles,
  type DocName,
} from './doc-citations';

// The documents' names are put together here, so that this file's own examples are not citations the
// repository scan would check.
const ARCH = ['architecture', 'md'].join('.');
const PRODUCT = ['product', 'md'].join('.');

const SMALL_ARCH = [
  '# Architecture',
  '## 1. The shape',
  'Text.',
  '## 4. Import rules',
  '**Features** talk through `public.ts`.',
  '### Checking them',
  '## 18. Private messages (NIP-17)',
  '- **The local copy** (`message-cache.ts`): kept encrypted.',
].join('\n');

const SMALL_PRODUCT = [
  '# Product',
  '## 2. Screens and routes',
  '### Header and footer',
  '### Listing detail (`/listing/{id}`)',
  "  - 'Specifications' card: each field only when stated;",
  '## 7. Protocol messages and requests',
  '**Which relays.** Reads go to every read relay.',
  '| purpose | request |',
  '|---|---|',
  '| One listing | REQ |',
].join('\n');

const SMALL_DOCS: Record<DocName, string> = { 'architecture.md': SMALL_ARCH, 'product.md': SMALL_PRODUCT };

function problemsIn(source: string): string[] {
  return citationProblems([{ file: 'probe.ts', text: source }], SMALL_DOCS).map(({ problem }) => problem);
}

describe('outlineOf', () => {
  it('knows each numbered section with its headings, bold run-ins, list lead-ins and table rows', () => {
    const product = outlineOf(SMALL_PRODUCT);
    expect([...product.sections.keys()]).toEqual([2, 7]);
    expect(product.sections.get(2)?.names).toEqual(
      expect.arrayContaining(['header and footer', 'listing detail', 'specifications card']),
    );
    expect(product.sections.get(7)?.names).toEqual(expect.arrayContaining(['which relays', 'one listing']));
    expect(outlineOf(SMALL_ARCH).sections.get(18)?.names).toEqual(
      expect.arrayContaining(['private messages', 'the local copy']),
    );
  });
});

describe('findCitations', () => {
  it('reads the section, a chain of sections and a name, also across a comment line break', () => {
    const source = [
      `/** The grid (docs/${PRODUCT} §2 Header, §7). */`,
      ` * the first real check (docs/${ARCH}`,
      ` * §18 *The local copy*). Next sentence.`,
      `// ${ARCH}, "Import rules"`,
    ].join('\n');
    const found = findCitations(source, 'probe.ts').map(({ doc, section, name, quoted, line }) => ({
      doc,
      section,
      name,
      quoted,
      line,
    }));
    expect(found).toEqual([
      { doc: 'product.md', section: 2, name: 'Header', quoted: false, line: 1 },
      { doc: 'product.md', section: 7, name: undefined, quoted: false, line: 1 },
      { doc: 'architecture.md', section: 18, name: 'The local copy', quoted: true, line: 2 },
      { doc: 'architecture.md', section: undefined, name: 'Import rules', quoted: true, line: 4 },
    ]);
  });

  it('does not take lower-case prose after the number for a name', () => {
    const [citation] = findCitations(`(${PRODUCT} §7 grid request to every relay)`, 'probe.ts');
    expect(citation?.section).toBe(7);
    expect(citation?.name).toBeUndefined();
  });
});

describe('checkCitation', () => {
  it('accepts citations that resolve', () => {
    expect(
      problemsIn(
        [
          `/** (docs/${PRODUCT} §2 Header) (${PRODUCT} §2 Specifications card: each field) */`,
          `/** (docs/${PRODUCT} §7 One listing: kind 30402) (${PRODUCT} §2, §7) (${ARCH} §4 and §18) */`,
          `/** (docs/${ARCH} §18 *The local copy*) (${ARCH}, "Private messages") (${ARCH} §4 "Checking them") */`,
          `/** (${PRODUCT} §7 grid request, lower case prose is not a name) */`,
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses a section that does not exist', () => {
    expect(problemsIn(`/** (docs/${PRODUCT} §3) */`)).toEqual([`${PRODUCT} §3: no section 3 in ${PRODUCT}`]);
    expect(problemsIn(`/** (${ARCH} §4, §99) */`)).toEqual([`${ARCH} §99: no section 99 in ${ARCH}`]);
  });

  it('refuses a name that is not in the cited section', () => {
    expect(problemsIn(`/** (docs/${PRODUCT} §7 Interoperability) */`)).toEqual([
      `${PRODUCT} §7: no heading or bold run-in "Interoperability" there`,
    ]);
    // The heading exists, but in another section.
    expect(problemsIn(`/** (${PRODUCT} §7 *Header and footer*) */`)).toHaveLength(1);
    expect(problemsIn(`/** (docs/${ARCH}, "Boundaries") */`)).toEqual([
      `${ARCH}: no heading or bold run-in "Boundaries" there`,
    ]);
  });

  it('checks one citation on its own', () => {
    const outlines = { 'architecture.md': outlineOf(SMALL_ARCH), 'product.md': outlineOf(SMALL_PRODUCT) };
    const citation = { file: 'probe.ts', line: 1, doc: 'architecture.md' as const, section: 18, quoted: false };
    expect(checkCitation(citation, outlines)).toBeUndefined();
    expect(checkCitation({ ...citation, name: 'Boundaries', quoted: true }, outlines)).toBeDefined();
  });
});

describe('the repository', () => {
  const files = repositoryFiles();
  const docs = repositoryDocs();

  it('finds citations in the code (the scan is not empty)', () => {
    const count = files.reduce((sum, { file, text }) => sum + findCitations(text, file).length, 0);
    expect(count).toBeGreaterThan(300);
  });

  it('cites only sections and names that exist in docs/architecture.md and docs/product.md', () => {
    const problems = citationProblems(files, docs).map(
      ({ citation, problem }) => `${citation.file}:${citation.line}: ${problem}`,
    );
    expect(problems).toEqual([]);
  });

  it('would fail on a planted bad citation', () => {
    const planted = { file: 'src/planted.ts', text: `/** (docs/${PRODUCT} §7 Interoperability) */` };
    const problems = citationProblems([...files, planted], docs);
    expect(problems.map(({ citation }) => citation.file)).toContain('src/planted.ts');
  });
});
