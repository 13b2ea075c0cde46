/**
 * The import boundaries between the folders of src/ (docs/architecture.md §4), written into
 * .oxlintrc.json as `no-restricted-imports` overrides so that `npm run lint` (and an editor running oxlint)
 * fails on a violation:
 *
 * - src/nostr, the protocol layer, imports no feature, component, app or page, and no React (nor lib's hooks);
 * - src/lib and src/config import no feature, component, app or page; src/components none of features, app, pages;
 * - a feature never imports app or pages, and reaches another feature only through its public entry,
 *   `@/features/<name>/public`, or its boot entry `@/features/<name>/<name>-boot` (the React-free part that the
 *   boot paint draws with); its own files import each other freely (relative path or alias);
 * - everything else in src/ (app, pages, main.tsx, src/test) also imports a feature only through public.ts,
 *   and pages do not import app; the inline boot script (src/boot-connect.ts) may also use a feature's boot
 *   entry, `@/features/<name>/<name>-boot` (no React, no lazy imports: what runs before any file has loaded);
 * - tests and test-support of a feature may also use app, pages and other features' test-support.
 *
 * Why generated: oxlint's rule matches the import string only, and an override's options replace (not
 * extend) the options of an earlier override for the same file. "Any feature but your own" therefore needs
 * one override per feature, and this script writes them from the folders in src/features (`npm run
 * lint:boundaries`); `npm run lint` runs it with --check first, so a new feature folder cannot go unchecked.
 * oxlint's `regex` patterns use Rust's regex crate: no look-around (an unsupported pattern is silently
 * never matched), so exceptions are gitignore-style `!` entries in `group` patterns instead, and those go
 * last (see `override`). scripts/boundaries.test.ts runs oxlint on probe files to hold it to all this.
 *
 * The rules that need imports resolved to files (no import circle between files or features, type-only and
 * lazy imports included; src/ never imports dev/ and only app and main.tsx import pages; dev/ never imports a
 * feature) are checked on the import graph by scripts/import-checks.ts, which `--check` runs too, as it runs
 * scripts/kind-literals.ts (event kinds are written `KIND.*`, never as numbers).
 *
 * Relative paths: the rule cannot resolve them, so an import that leaves its folder must use the `@/` alias,
 * and relative paths that climb into a folder they may not import (`../../media/x` from a feature, `./features/x`
 * from main.tsx) are refused by name, as are paths with `..` after a folder name (`@/features/a/../b`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { checkImportGraph } from './import-checks';
import { kindLiteralProblems } from './kind-literals';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CONFIG_PATH = fileURLToPath(new URL('../.oxlintrc.json', import.meta.url));
const FEATURES_DIR = fileURLToPath(new URL('../src/features', import.meta.url));
const RULE = 'no-restricted-imports';

type Pattern = { group: string[]; message: string } | { regex: string; message: string };
export interface Override {
  files: string[];
  rules: Record<string, unknown>;
}
interface OxlintConfig {
  overrides?: Override[];
  [key: string]: unknown;
}

const SEE = '(docs/architecture.md §4)';
const MESSAGES = {
  publicOnly: `Use another feature only through its public entry, @/features/<name>/public ${SEE}.`,
  featureUp: `A feature must not import app or pages ${SEE}.`,
  pageUp: `A page must not import app ${SEE}.`,
  nostr: `src/nostr is the protocol layer: no features, components, app, pages or React ${SEE}.`,
  base: `src/lib and src/config import no feature, component, app or page ${SEE}.`,
  components: `src/components imports no feature, app or page ${SEE}.`,
  relative: `Import another folder of src/ with the @/ alias, not a relative path ${SEE}.`,
  normalise: `Write the import path without ".." after a folder name ${SEE}.`,
};

/** `..` after a folder name (`@/features/a/../b`, `./x/../../y`, `./..`): such paths could hide any target. */
const NOT_NORMALISED = String.raw`(^\.|[^./])/\.\.(/|$)`;
/** A relative path that climbs at least one folder (`../`, `./../../`). */
const CLIMBS = String.raw`^(\./)?(\.\./)+`;
/** Any relative path, climbing or not (`./features/x` from main.tsx). */
const RELATIVE = String.raw`^(\./|(\.\./)+)`;

function relativeInto(prefix: string, folders: readonly string[], message = MESSAGES.relative): Pattern {
  return { regex: `${prefix}(src/)?(${folders.join('|')})(/|$)`, message };
}

function hasException(pattern: Pattern): boolean {
  return 'group' in pattern && pattern.group.some((entry) => entry.startsWith('!'));
}

/**
 * oxlint 1.89 stops at the first pattern whose `!` exception matches an import and reports nothing for it,
 * even when a later pattern forbids it (`@/features/media/../accounts/x` passed the regex after the group
 * that re-allows `@/features/media/**`). So the pattern with exceptions (each list has at most one) goes last.
 */
function override(files: string[], patterns: Pattern[]): Override {
  const ordered = [
    { regex: NOT_NORMALISED, message: MESSAGES.normalise },
    ...patterns.filter((pattern) => !hasException(pattern)),
    ...patterns.filter(hasException),
  ];
  return { files, rules: { [RULE]: ['error', { patterns: ordered }] } };
}

/** Outside src/features: features only through their public entries. */
function outsideFeatures(): Pattern[] {
  return [
    { group: ['@/features/**', '!@/features/*/public'], message: MESSAGES.publicOnly },
    relativeInto(RELATIVE, ['features']),
  ];
}

/**
 * The inline boot script: a feature's public entry, or its boot entry `<name>-boot.ts` (see docs/architecture.md
 * §10; named after the feature so that four of them are not four files called boot.ts).
 */
function bootScript(): Pattern[] {
  return [
    { group: ['@/features/**', '!@/features/*/public', '!@/features/*/*-boot'], message: MESSAGES.publicOnly },
    relativeInto(RELATIVE, ['features']),
  ];
}

const NOSTR_REACT_LIB = String.raw`lib/(use[A-Z][^/]*|lazy-with-preload)$`;
function nostr(): Pattern[] {
  return [
    { group: ['@/features/**', '@/components/**', '@/app/**', '@/pages/**'], message: MESSAGES.nostr },
    { regex: `^@/${NOSTR_REACT_LIB}`, message: MESSAGES.nostr },
    { regex: String.raw`^(react|react-dom|@tanstack/react-query|@nostrify/react)(/|$)`, message: MESSAGES.nostr },
    relativeInto(CLIMBS, ['features', 'components', 'app', 'pages'], MESSAGES.nostr),
    { regex: `${CLIMBS}(src/)?${NOSTR_REACT_LIB}`, message: MESSAGES.nostr },
  ];
}

function base(): Pattern[] {
  return [
    { group: ['@/features/**', '@/components/**', '@/app/**', '@/pages/**'], message: MESSAGES.base },
    relativeInto(CLIMBS, ['features', 'components', 'app', 'pages'], MESSAGES.base),
  ];
}

/** Pages compose features; only app (and main.tsx) wires them up, so a page never imports app. */
function pages(): Pattern[] {
  return [...outsideFeatures(), { group: ['@/app/**'], message: MESSAGES.pageUp }, relativeInto(CLIMBS, ['app'], MESSAGES.pageUp)];
}

function components(): Pattern[] {
  return [
    { group: ['@/features/**', '@/app/**', '@/pages/**'], message: MESSAGES.components },
    relativeInto(CLIMBS, ['features', 'app', 'pages'], MESSAGES.components),
  ];
}

function feature(name: string, features: readonly string[]): Pattern[] {
  return [
    { group: ['@/features/**', '!@/features/*/public', '!@/features/*/*-boot', `!@/features/${name}/**`], message: MESSAGES.publicOnly },
    { group: ['@/app/**', '@/pages/**'], message: MESSAGES.featureUp },
    relativeInto(CLIMBS, ['app', 'pages', 'features', ...features]),
  ];
}

/** Tests render the whole app and share fixtures, and reach dev/testing (the test relay, fixtures) through `@testing/`. */
function featureTest(name: string, features: readonly string[]): Pattern[] {
  return [
    {
      group: ['@/features/**', '!@/features/*/public', '!@/features/*/*-boot', '!@/features/*/test-support/**', `!@/features/${name}/**`],
      message: MESSAGES.publicOnly,
    },
    relativeInto(CLIMBS, ['features', ...features]),
  ];
}

function featureTestFiles(name: string): string[] {
  return [`src/features/${name}/**/*.test.ts`, `src/features/${name}/**/*.test.tsx`, `src/features/${name}/**/test-support/**`];
}

/** The generated overrides, in order: later ones replace earlier ones for the files they match. */
export function boundaryOverrides(features: readonly string[]): Override[] {
  return [
    override(['src/**'], outsideFeatures()),
    override(['src/boot-connect.ts'], bootScript()),
    override(['src/nostr/**'], nostr()),
    override(['src/lib/**', 'src/config/**'], base()),
    override(['src/components/**'], components()),
    override(['src/pages/**'], pages()),
    ...features.map((name) => override([`src/features/${name}/**`], feature(name, features))),
    ...features.map((name) => override(featureTestFiles(name), featureTest(name, features))),
  ];
}

export function listFeatures(featuresDir = FEATURES_DIR): string[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .toSorted();
}

function isBoundaryOverride(entry: Override): boolean {
  return RULE in entry.rules;
}

/** The config with its boundary overrides replaced by freshly generated ones; other overrides come first. */
export function withBoundaries(config: OxlintConfig, features: readonly string[]): OxlintConfig {
  const others = (config.overrides ?? []).filter((entry) => !isBoundaryOverride(entry));
  return { ...config, overrides: [...others, ...boundaryOverrides(features)] };
}

export function readConfig(path = CONFIG_PATH): OxlintConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as OxlintConfig;
}

const isString = (value: unknown) => typeof value === 'string';

/** A list or record of strings or of lists of strings: a `files` list, one pattern. */
function isLeaf(value: object): boolean {
  return Object.values(value).every((item) => isString(item) || (Array.isArray(item) && item.every(isString)));
}

/** JSON with short or flat arrays and objects on one line (one line per pattern), so the overrides stay readable. */
export function formatJson(value: unknown, indent = ''): string {
  const inline = JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
  if (value === null || typeof value !== 'object' || inline.length + indent.length <= 110 || isLeaf(value)) return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + formatJson(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function main(args: readonly string[]): number {
  const config = readConfig();
  const expected = withBoundaries(config, listFeatures());
  if (args.includes('--write')) {
    writeFileSync(CONFIG_PATH, `${formatJson(expected)}\n`);
    return 0;
  }
  const problems = checkImportGraph(ROOT);
  if (JSON.stringify(config.overrides) !== JSON.stringify(expected.overrides)) {
    problems.unshift('.oxlintrc.json: the import boundary overrides are out of date; run `npm run lint:boundaries`.');
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) console.error(`\n${problems.length} import boundary problem(s): see docs/architecture.md §4.`);
  // Not an import rule, but the same kind of house rule, checked by the same `npm run lint` step.
  const kinds = kindLiteralProblems(ROOT);
  for (const problem of kinds) console.error(problem);
  if (kinds.length > 0) console.error(`\n${kinds.length} event kind(s) written as numbers or listing address(es) built by hand: see scripts/kind-literals.ts.`);
  return problems.length + kinds.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
