/**
 * Event kinds are spelled `KIND.*` (src/config/constants.ts), never as numbers: a literal `30402` or `1111`
 * elsewhere is a second spelling that a search for `KIND.listing` misses (docs/architecture.md §3, config:
 * "Every constant … One place"). `npm run lint` runs this through scripts/boundaries.ts --check, on src/, dev/
 * (the embedded relay and media server included: same protocol, same numbers), e2e/ and bench/.
 *
 * What counts as a kind literal, read with the parser vite ships (oxc), so comments never count:
 * - a number that is one of KIND's values of four or more digits (1059, 1111, 10002, 30402 …), anywhere:
 *   such numbers mean nothing else in this code (10000 aside: see below);
 * - one of KIND's small values (0, 3, 5, 13, 14), or a round one that is also an everyday count (10000, the
 *   mute list), where a kind goes: the value of a `kind` or `kinds` property
 *   (object or type), a comparison with `….kind` or `kind`, or `expect(….kind).toBe(…)`;
 * - a string that is a large kind (`['k', '30402']`) or holds an address of one (`'30402:…'`, a template
 *   starting `30402:${…}`).
 * Kinds KIND does not name (1, 7, 30023: other clients' events in tests) are left alone.
 *
 * And in the app's code (src/, tests aside), a listing address is built by listingAddress() in
 * src/nostr/listing-address.ts, never by a `${KIND.listing}:…` template: one builder, as there is one parser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseSync } from 'vite';

import { KIND } from '../src/config/constants';
import { listSourceFiles } from './import-graph';

/** The folders checked, and the one file allowed to spell kinds as numbers. */
export const KIND_CHECKED_FOLDERS = ['src/', 'dev/', 'e2e/', 'bench/'] as const;
const KIND_HOME = 'src/config/constants.ts';

const KIND_VALUES: ReadonlySet<number> = new Set(Object.values(KIND));
const SMALL = 1000;
/**
 * Kinds that are also round numbers this code uses as counts and bounds (`10_000` entries, NIP-01's
 * `kind >= 10_000` range): checked only where a kind goes, like the small ones, and not as bare strings.
 */
const COUNT_LIKE: ReadonlySet<number> = new Set([10_000]);

function isLargeKind(value: number): boolean {
  return value >= SMALL && !COUNT_LIKE.has(value);
}

export interface KindLiteral {
  file: string;
  line: number;
  text: string;
  /** Where the literal is in the source (offsets), and what it is: a number (in a type or not), a string, a template's text. */
  start: number;
  end: number;
  form: 'number' | 'type' | 'string' | 'template';
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

function nameOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** `x.kind`, `x?.kind`, `x['kind']` or a variable called `kind`. */
function namesKind(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'Identifier') return node.name === 'kind';
  if (node.type === 'MemberExpression') return nameOf(node.property) === 'kind';
  if (node.type === 'ChainExpression') return namesKind(node.expression);
  return false;
}

const KIND_KEYS = new Set(['kind', 'kinds']);
const PASS_THROUGH = new Set(['ArrayExpression', 'TSLiteralType', 'TSUnionType', 'TSTypeAnnotation', 'TSTupleType', 'TSArrayType']);

/** Whether a number at the end of `ancestors` stands where a kind goes. */
function inKindPosition(ancestors: readonly Node[], literal: Node): boolean {
  let child: Node = literal;
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const parent = ancestors[index]!;
    if (PASS_THROUGH.has(parent.type)) {
      child = parent;
      continue;
    }
    if ((parent.type === 'Property' || parent.type === 'TSPropertySignature') && parent.key !== child) return KIND_KEYS.has(nameOf(parent.key) ?? '');
    if (parent.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator as string)) {
      return namesKind(parent.left === child ? parent.right : parent.left);
    }
    if (parent.type === 'CallExpression' && (parent.arguments as unknown[]).includes(child)) {
      // expect(event.kind).toBe(5)
      const callee = parent.callee;
      if (!isNode(callee) || callee.type !== 'MemberExpression' || !isNode(callee.object)) return false;
      const subject = callee.object;
      return subject.type === 'CallExpression' && nameOf(subject.callee) === 'expect' && namesKind((subject.arguments as unknown[])[0]);
    }
    return false;
  }
  return false;
}

const LARGE_KINDS = [...KIND_VALUES].filter(isLargeKind);
const ADDRESS_OF_KIND = new RegExp(String.raw`(^|[^\w])(${[...KIND_VALUES].filter((value) => value >= SMALL).join('|')}):`);

function isKindText(text: string): boolean {
  return (/^\d+$/.test(text) && LARGE_KINDS.includes(Number(text))) || ADDRESS_OF_KIND.test(text);
}

/** The kind literals of one file's source. */
export function kindLiteralsIn(file: string, source: string): KindLiteral[] {
  const { program } = parseSync(file, source);
  const found: KindLiteral[] = [];
  const report = (node: Node, form: KindLiteral['form']) => {
    const line = source.slice(0, node.start).split('\n').length;
    found.push({ file, line, text: source.slice(node.start, node.end), start: node.start, end: node.end, form });
  };
  const visit = (node: Node, ancestors: Node[]) => {
    if (node.type === 'Literal' && typeof node.value === 'number' && KIND_VALUES.has(node.value)) {
      if (isLargeKind(node.value) || inKindPosition(ancestors, node)) report(node, ancestors.at(-1)?.type === 'TSLiteralType' ? 'type' : 'number');
    } else if (node.type === 'Literal' && typeof node.value === 'string' && isKindText(node.value)) {
      report(node, 'string');
    } else if (node.type === 'TemplateElement' && isKindText((node.value as { raw: string }).raw)) {
      report(node, 'template');
    }
    ancestors.push(node);
    for (const child of children(node)) visit(child, ancestors);
    ancestors.pop();
  };
  visit(program as unknown as Node, []);
  return found;
}

/** The one builder of listing addresses; tests spell addresses out on purpose (a builder bug cannot hide behind them). */
const ADDRESS_HOME = 'src/nostr/listing-address.ts';
const TEST_CODE = /(^|\/)(test|testing|test-support)\/|\.(test|e2e)\.tsx?$/;

/** `${KIND.listing}:…` templates: a listing address built by hand, where listingAddress() is the one builder. */
export function addressTemplatesIn(file: string, source: string): KindLiteral[] {
  const { program } = parseSync(file, source);
  const found: KindLiteral[] = [];
  const visit = (node: Node) => {
    if (node.type === 'TemplateLiteral') {
      const [first, second] = node.quasis as Node[];
      const [expression] = node.expressions as Node[];
      const builds =
        isNode(expression) &&
        expression.type === 'MemberExpression' &&
        nameOf(expression.object) === 'KIND' &&
        nameOf(expression.property) === 'listing' &&
        (first?.value as { raw: string } | undefined)?.raw === '' &&
        ((second?.value as { raw: string } | undefined)?.raw ?? '').startsWith(':');
      if (builds) {
        const line = source.slice(0, node.start).split('\n').length;
        found.push({ file, line, text: source.slice(node.start, node.end), start: node.start, end: node.end, form: 'template' });
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(program as unknown as Node);
  return found;
}

/** Every kind literal in the checked folders of `root`, and every listing address built by hand in app code, as `file:line: …` lines. */
export function kindLiteralProblems(root: string): string[] {
  const files = listSourceFiles(root).filter((file) => KIND_CHECKED_FOLDERS.some((folder) => file.startsWith(folder)));
  const literals = files
    .filter((file) => file !== KIND_HOME)
    .flatMap((file) => kindLiteralsIn(file, readFileSync(join(root, file), 'utf8')))
    .map(({ file, line, text }) => `${file}:${line}: event kind ${text} written as a literal; use KIND.* from src/config/constants.ts.`);
  const addresses = files
    .filter((file) => file.startsWith('src/') && file !== ADDRESS_HOME && !TEST_CODE.test(file))
    .flatMap((file) => addressTemplatesIn(file, readFileSync(join(root, file), 'utf8')))
    .map(({ file, line, text }) => `${file}:${line}: listing address ${text} built by hand; use listingAddress() from ${ADDRESS_HOME}.`);
  return [...literals, ...addresses];
}
