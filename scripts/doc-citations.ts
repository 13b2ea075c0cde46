/**
 * Finds the citations of docs/architecture.md and docs/product.md in the repository's code and checks that each
 * resolves: the numbered section exists (`## N. …`), and a named part of it, where one is cited, is a heading
 * or a bold run-in (`**Name**`) inside that section. Forms understood:
 *
 * - `docs/product.md §7` or `product.md §7`, and a chain after it: `product.md §2, §7`, `§5 and §8`;
 * - a name after the number: `§2 *Location and distance*`, `§6 "Signing"` (quoted: always checked), or
 *   `§2 Favourites` (checked when it starts with a capital letter: the text after the number must begin with
 *   a heading or bold run-in of that section);
 * - a name without a number: `architecture.md, "The relay layer"` (checked against the whole document).
 *
 * A citation may run over a line break inside a comment (`docs/architecture.md\n * §10`).
 * `npx tsx scripts/doc-citations.ts` prints the citations that do not resolve.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type DocName = 'architecture.md' | 'product.md';

export const DOC_NAMES: readonly DocName[] = ['architecture.md', 'product.md'];

/** One numbered section: its title and the names (sub-headings, bold run-ins) inside it, normalised. */
export interface DocSection {
  number: number;
  title: string;
  names: string[];
}

export interface DocOutline {
  sections: Map<number, DocSection>;
}

export interface Citation {
  file: string;
  line: number;
  doc: DocName;
  /** Absent for a citation by name only (`architecture.md, "The relay layer"`). */
  section?: number;
  name?: string;
  /** A quoted or italic name must resolve; an unquoted one is the start of free text. */
  quoted: boolean;
}

export interface CitationProblem {
  citation: Citation;
  problem: string;
}

/** Lower case, without markdown marks and quotes, single spaces, no trailing punctuation. */
export function normaliseName(text: string): string {
  return text
    .replace(/[`*"'‘’“”_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:,;]+$/, '')
    .toLowerCase();
}

/** A name and its short forms: up to its first colon, parenthesis or dash ('My Listings (`/my-listings`)'). */
function nameForms(raw: string): string[] {
  const full = normaliseName(raw);
  const short = normaliseName(raw.split(/[:(—]| - /)[0] ?? '');
  return short && short !== full ? [full, short] : [full];
}

export function outlineOf(markdown: string): DocOutline {
  const sections = new Map<number, DocSection>();
  let current: DocSection | undefined;
  for (const line of markdown.split('\n')) {
    const numbered = /^## (\d+)\. (.+)$/.exec(line);
    if (numbered) {
      const title = numbered[2] ?? '';
      current = { number: Number(numbered[1]), title, names: nameForms(title) };
      sections.set(current.number, current);
      continue;
    }
    if (!current) continue;
    const heading = /^#{3,6} (.+)$/.exec(line);
    if (heading) current.names.push(...nameForms(heading[1] ?? ''));
    for (const bold of line.matchAll(/\*\*([^*]+)\*\*/g)) current.names.push(...nameForms(bold[1] ?? ''));
    // A list item's lead-in ("- 'Specifications' card: …") and a table row's first cell name what follows too.
    const leadIn = /^\s*- ([^:]{1,60}):/.exec(line);
    if (leadIn) current.names.push(...nameForms(leadIn[1] ?? ''));
    const row = /^\| ([^|]+) \|/.exec(line);
    if (row && !/^-+$/.test(row[1] ?? '')) current.names.push(...nameForms(row[1] ?? ''));
  }
  return { sections };
}

/** Whether `text` (normalised) begins with `name` as whole words. */
function startsWithName(text: string, name: string): boolean {
  if (!name || !text.startsWith(name)) return false;
  const next = text.charAt(name.length);
  return next === '' || !/[a-z0-9]/.test(next);
}

/** The source with comment markers at line starts removed and lines joined by spaces, and each line's offset. */
function flatten(source: string): { text: string; lineStarts: number[] } {
  const lineStarts: number[] = [];
  let text = '';
  for (const line of source.split('\n')) {
    lineStarts.push(text.length);
    text += line.replace(/^\s*(?:\{\/\*+|\/\*+|\/\/+|\*+(?!\/))?\s*/, '') + ' ';
  }
  return { text, lineStarts };
}

function lineAt(lineStarts: number[], offset: number): number {
  let line = 0;
  while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line++;
  return line + 1;
}

const DOC_MENTION = /(?:docs\/)?\b(architecture|product)\.md\b/g;
/** Where a citation's tail ends: a closing parenthesis, a sentence end, a semicolon, or the next document. */
const TAIL_END = /\)|\.\s|;|\*\/|\b(?:architecture|product)\.md\b/;
const QUOTED_NAME = /^,?\s*(?:"([^"]+)"|\*([^*]+)\*)/;
const LOOSE_NAME = /^\s([A-Z][^,.;:)]*)/;

/** Every citation of architecture.md or product.md in one file's text. */
export function findCitations(source: string, file: string): Citation[] {
  const { text, lineStarts } = flatten(source);
  const citations: Citation[] = [];
  for (const mention of text.matchAll(DOC_MENTION)) {
    const doc = `${mention[1]}.md` as DocName;
    const start = (mention.index ?? 0) + mention[0].length;
    const line = lineAt(lineStarts, mention.index ?? 0);
    const after = text.slice(start, start + 200);
    const end = TAIL_END.exec(after);
    const tail = end ? after.slice(0, end.index) : after;
    const numbers = [...tail.matchAll(/§\s?(\d+)/g)];
    if (numbers.length === 0) {
      const quoted = QUOTED_NAME.exec(tail);
      const loose = /^,\s([A-Z][^,.;:)]*)/.exec(tail);
      if (quoted) citations.push({ file, line, doc, name: quoted[1] ?? quoted[2], quoted: true });
      else if (loose) citations.push({ file, line, doc, name: loose[1], quoted: false });
      continue;
    }
    // The first number must follow the document's name directly (`product.md §7`, `product.md, §7`).
    if (!/^[,:]?\s?§/.test(tail)) continue;
    for (const number of numbers) {
      const rest = tail.slice((number.index ?? 0) + number[0].length);
      const quoted = QUOTED_NAME.exec(rest);
      const loose = LOOSE_NAME.exec(rest);
      const section = Number(number[1]);
      if (quoted) citations.push({ file, line, doc, section, name: quoted[1] ?? quoted[2], quoted: true });
      else if (loose) citations.push({ file, line, doc, section, name: loose[1], quoted: false });
      else citations.push({ file, line, doc, section, quoted: false });
    }
  }
  return citations;
}

/** Why a citation does not resolve, or undefined when it does. */
export function checkCitation(citation: Citation, outlines: Record<DocName, DocOutline>): string | undefined {
  const outline = outlines[citation.doc];
  const where = `${citation.doc}${citation.section === undefined ? '' : ` §${citation.section}`}`;
  let names: string[];
  if (citation.section === undefined) {
    names = [...outline.sections.values()].flatMap((section) => section.names);
  } else {
    const section = outline.sections.get(citation.section);
    if (!section) return `${where}: no section ${citation.section} in ${citation.doc}`;
    names = section.names;
  }
  if (citation.name === undefined) return undefined;
  const cited = normaliseName(citation.name);
  // A cited name may be the start of a longer one ('Header' for 'Header and footer'); an unquoted one may also be
  // followed by free text, so a name it starts with will do.
  const found = names.some(
    (name) => startsWithName(name, cited) || (!citation.quoted && startsWithName(cited, name)),
  );
  return found ? undefined : `${where}: no heading or bold run-in "${citation.name}" there`;
}

export function citationProblems(
  files: { file: string; text: string }[],
  docs: Record<DocName, string>,
): CitationProblem[] {
  const outlines = { 'architecture.md': outlineOf(docs['architecture.md']), 'product.md': outlineOf(docs['product.md']) };
  const problems: CitationProblem[] = [];
  for (const { file, text } of files) {
    for (const citation of findCitations(text, file)) {
      const problem = checkCitation(citation, outlines);
      if (problem) problems.push({ citation, problem });
    }
  }
  return problems;
}

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The folders whose source and test files may cite the docs. */
export const SCANNED_FOLDERS = ['src', 'dev', 'e2e', 'bench', 'scripts'];
const SCANNED_FILE = /\.(?:ts|tsx|js|mjs|css|html)$/;

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(path);
    return SCANNED_FILE.test(entry.name) ? [path] : [];
  });
}

/** The repository's scanned files, docs/*.md and README.md included (they cite each other too). */
export function repositoryFiles(root = ROOT): { file: string; text: string }[] {
  const paths = [
    ...SCANNED_FOLDERS.flatMap((folder) => listFiles(join(root, folder))),
    ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => join(root, 'docs', name)),
    join(root, 'README.md'),
  ];
  return paths.map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
}

export function repositoryDocs(root = ROOT): Record<DocName, string> {
  return {
    'architecture.md': readFileSync(join(root, 'docs/architecture.md'), 'utf8'),
    'product.md': readFileSync(join(root, 'docs/product.md'), 'utf8'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = citationProblems(repositoryFiles(), repositoryDocs());
  for (const { citation, problem } of problems) console.info(`${citation.file}:${citation.line}: ${problem}`);
  console.info(`${problems.length} citation(s) do not resolve`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
