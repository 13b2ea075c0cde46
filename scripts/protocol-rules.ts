/**
 * The newest-version and NIP-09 rules live in one module family, the event store (docs/architecture.md §20):
 * `src/nostr/event-store*.ts` and the page's instance in `src/features/relay/store/`. Everything else asks
 * the store. `npm run lint` runs this file (and scripts/protocol-rules.test.ts holds it to its job); a
 * grep-level check, on the source with its comments blanked out (read with the parser vite ships), of the
 * app's code (tests excluded):
 *
 * - no two events' `created_at` compared with `<`, `>`, `<=` or `>=` (what choosing a version is);
 * - no `KIND.deletion` tested (`=== KIND.deletion`) or asked for (`kinds: [KIND.deletion]`): building a
 *   deletion request to publish (`kind: KIND.deletion`) is fine;
 * - of `event-store-rules`, only the kind classes, `addressOf` and the filter builders are imported
 *   outside the store: the version order, `latestVersions`, `versionKey` and a request's targets are the
 *   store's (the boot cards, which paint before the store exists, and the protocol layer's own list
 *   merging in src/nostr may use `latestVersions` and `isNewerVersion`);
 * - `new EventStore(` only where the page's one store is made.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseSync } from 'vite';

import { listSourceFiles } from './import-graph';

/** The module family that holds the rules. */
const STORE_FAMILY = [/^src\/nostr\/event-store[\w-]*\.ts$/, /^src\/features\/relay\/store\//];
const TEST_CODE = [/\.test\.tsx?$/, /\/test-support\//, /^src\/test\//];
const RULE_HELPERS = new Set(['isNewerVersion', 'latestVersions', 'versionKey', 'deletionTargets', 'isDeletionRequest']);
/** Who may import which rule helper anyway, and why (see the file comment). */
const HELPER_EXCEPTIONS: Record<string, readonly string[]> = {
  'src/features/first-paint/boot-card/boot-cards.ts': ['latestVersions'],
};
const NOSTR_HELPERS = new Set(['isNewerVersion', 'latestVersions']);
const STORE_INSTANCE = 'src/features/relay/store/event-store.ts';

const VERSION_COMPARISON = /\bcreated_at\s*(?:<=?|>=?)\s*[\w.?![\]]*\.created_at\b/;
const DELETION_TEST = /(?:[!=]==\s*KIND\.deletion\b|\bKIND\.deletion\s*[!=]==|kinds:\s*\[[^\]]*\bKIND\.deletion\b)/;
const RULES_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]*\/event-store-rules['"]/g;

export interface ProtocolRuleProblem {
  file: string;
  line: number;
  message: string;
}

/** The source with every comment replaced by spaces (line breaks kept), so a comment never counts. */
function withoutComments(file: string, source: string): string {
  const { comments } = parseSync(file, source);
  let text = source;
  for (const comment of comments) {
    const blank = source.slice(comment.start, comment.end).replace(/[^\n]/g, ' ');
    text = text.slice(0, comment.start) + blank + text.slice(comment.end);
  }
  return text;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The problems of one file of app code (a path relative to the root, `/` separators). */
export function protocolRuleProblems(file: string, source: string): ProtocolRuleProblem[] {
  if (STORE_FAMILY.some((pattern) => pattern.test(file))) return [];
  const text = withoutComments(file, source);
  const problems: ProtocolRuleProblem[] = [];
  const report = (index: number, message: string) => problems.push({ file, line: lineOf(text, index), message });
  for (const [index, line] of text.split('\n').entries()) {
    if (VERSION_COMPARISON.test(line)) problems.push({ file, line: index + 1, message: 'compares two events’ created_at: ask the event store which version is current' });
    if (DELETION_TEST.test(line)) problems.push({ file, line: index + 1, message: 'tests or asks for KIND.deletion: NIP-09 is applied by the event store (checkDeletions)' });
  }
  for (const match of text.matchAll(RULES_IMPORT)) {
    const names = match[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim());
    const allowed = new Set([...(HELPER_EXCEPTIONS[file] ?? []), ...(file.startsWith('src/nostr/') ? NOSTR_HELPERS : [])]);
    for (const name of names) {
      if (RULE_HELPERS.has(name) && !allowed.has(name)) report(match.index, `imports ${name}: versions and deletions are the event store's to apply`);
    }
  }
  if (file !== STORE_INSTANCE) {
    for (const match of text.matchAll(/\bnew\s+EventStore\s*\(/g)) report(match.index, 'makes an EventStore: the page has one (eventStore, features/relay)');
  }
  return problems;
}

/** Every problem in the app code of `root` (src/, tests excluded), as lines for the lint report. */
export function checkProtocolRules(root: string, files: readonly string[] = listSourceFiles(root)): string[] {
  return files
    .filter((file) => file.startsWith('src/') && !TEST_CODE.some((pattern) => pattern.test(file)))
    .flatMap((file) => protocolRuleProblems(file, readFileSync(join(root, file), 'utf8')))
    .map((problem) => `${problem.file}:${problem.line}: ${problem.message} (docs/architecture.md §20).`);
}

/** `npm run lint` runs this file: the problems, one a line, and a failing exit when there is one. */
function main(): number {
  const problems = checkProtocolRules(fileURLToPath(new URL('..', import.meta.url)));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) console.error(`\n${problems.length} version or NIP-09 rule(s) applied outside the event store: see docs/architecture.md §20.`);
  return problems.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
