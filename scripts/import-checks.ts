/**
 * The import rules that need the resolved import graph (docs/architecture.md §4), checked by `npm run lint`
 * through scripts/boundaries.ts:
 *
 * - no import circle between files, and none between features (a feature's files importing another
 *   feature's), counting type-only imports, re-exports and lazy imports, which oxlint's import/no-cycle
 *   does not follow;
 * - code in src/ never imports dev/ (the Node servers), and only app, pages and main.tsx import src/pages/;
 * - code in dev/ never imports a feature (what it shares with the app lives in src/config, src/nostr, src/lib).
 *
 * Test code (test files and helper folders) in src/ may reach the dev servers and pages, and test code does not
 * count for the circles between features (a test may use another feature's helpers); its files still may not
 * form circles. In dev/ only test files may import a feature: the test helpers in dev/testing may not.
 */
import { findTangles, type Graph } from './import-circles';
import { readImportGraph, type ImportEdge, type ImportGraph } from './import-graph';

const SEE = '(docs/architecture.md §4)';
const TEST_FILE = /\.(test|e2e)\.tsx?$/;
const TEST_CODE = /(^|\/)(test|testing|test-support)\/|\.(test|e2e)\.tsx?$/;
const FEATURE = /^src\/features\/([^/]+)\//;

export function isTestCode(file: string): boolean {
  return TEST_CODE.test(file);
}

export function featureOf(file: string): string | null {
  return FEATURE.exec(file)?.[1] ?? null;
}

interface Rule {
  applies: (file: string) => boolean;
  forbids: (target: string) => boolean;
  message: string;
}

const RULES: Rule[] = [
  {
    applies: (file) => file.startsWith('src/') && !isTestCode(file),
    forbids: (target) => target.startsWith('dev/'),
    message: 'code in src/ never imports dev/ (the Node dev servers)',
  },
  {
    applies: (file) => file.startsWith('src/') && !isTestCode(file) && !/^src\/(app|pages)\/|^src\/main\.tsx?$/.test(file),
    forbids: (target) => target.startsWith('src/pages/'),
    message: 'only app and main.tsx import src/pages/',
  },
  {
    applies: (file) => file.startsWith('dev/') && !TEST_FILE.test(file),
    forbids: (target) => target.startsWith('src/features/'),
    message: 'code in dev/ never imports a feature (share through src/config, src/nostr or src/lib)',
  },
];

export interface ForbiddenImport {
  file: string;
  edge: ImportEdge;
  message: string;
}

export function forbiddenImports(graph: ImportGraph): ForbiddenImport[] {
  return [...graph].flatMap(([file, edges]) =>
    edges.flatMap((edge) => RULES.filter((rule) => rule.applies(file) && rule.forbids(edge.target)).map(({ message }) => ({ file, edge, message }))),
  );
}

function fileGraph(graph: ImportGraph): Graph {
  return new Map([...graph].map(([file, edges]) => [file, edges.map((edge) => edge.target)]));
}

/** One import (file → file) for each pair of features that imports the other, from code that is not a test. */
function featureImports(graph: ImportGraph): Map<string, Map<string, string>> {
  const pairs = new Map<string, Map<string, string>>();
  for (const [file, edges] of graph) {
    const from = featureOf(file);
    if (from === null || isTestCode(file)) continue;
    const targets = pairs.get(from) ?? new Map<string, string>();
    pairs.set(from, targets);
    for (const { target } of edges) {
      const to = featureOf(target);
      if (to !== null && to !== from && !targets.has(to)) targets.set(to, `${file} → ${target}`);
    }
  }
  return pairs;
}

function kindNote(edge: ImportEdge | undefined): string {
  return edge && edge.kind !== 'static' ? ` (${edge.kind})` : '';
}

function describeFileCircle(graph: ImportGraph, circle: string[], size: number): string[] {
  const lines = circle.map((file, at) => {
    const edge = at === 0 ? undefined : graph.get(circle[at - 1]!)?.find((candidate) => candidate.target === file);
    return `${at === 0 ? '     ' : '   → '}${file}${kindNote(edge)}`;
  });
  const others = size - (circle.length - 1);
  return others > 0 ? [...lines, `     (and ${others} more files tangled with these)`] : lines;
}

/** Every problem, one block of lines each, ready to print; empty when the graph keeps to the rules. */
export function importGraphProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const { nodes, circle } of findTangles(fileGraph(graph))) {
    problems.push([`Import circle between files ${SEE}:`, ...describeFileCircle(graph, circle, nodes.length)].join('\n'));
  }
  const pairs = featureImports(graph);
  const features: Graph = new Map([...pairs].map(([feature, targets]) => [feature, [...targets.keys()].toSorted()]));
  for (const { circle } of findTangles(features)) {
    const steps = circle.slice(1).map((to, at) => `     ${circle[at]} → ${to}: ${pairs.get(circle[at]!)?.get(to)}`);
    problems.push([`Import circle between features ${SEE}: ${circle.join(' → ')}`, ...steps].join('\n'));
  }
  for (const { file, edge, message } of forbiddenImports(graph)) {
    problems.push(`Forbidden import ${SEE}: ${file} → ${edge.target}${kindNote(edge)}: ${message}.`);
  }
  return problems;
}

export function checkImportGraph(root: string): string[] {
  return importGraphProblems(readImportGraph(root));
}
