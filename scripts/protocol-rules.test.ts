import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkProtocolRules } from './protocol-rules';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A small tree, written to a temporary folder (not into src/, where other work goes on), with one planted
 * violation per file and the uses the check allows; each test finds its own file in the report.
 */
const FILES: Record<string, string> = {
  // Planted: newest-version and NIP-09 logic outside the store.
  'src/features/alpha/newest.ts': 'export const newest = (a: E, b: E) => (b.created_at > a.created_at ? b : a);',
  'src/features/alpha/since.ts': 'export const stale = (cached: P, event: E) => cached.event.created_at <= event.created_at;',
  'src/features/beta/deleted.ts': "import { KIND } from '@/config/constants';\nexport const isDeletion = (event: E) => event.kind === KIND.deletion;",
  'src/features/beta/ask.ts': "import { KIND } from '@/config/constants';\nexport const filter = { kinds: [KIND.deletion], '#e': ['x'] };",
  'src/features/gamma/order.ts': "import { isNewerVersion, isReplaceableKind } from '@/nostr/event-store-rules';\nexport const used = [isNewerVersion, isReplaceableKind];",
  'src/features/gamma/own-store.ts': "import { EventStore } from '@/nostr/event-store';\nexport const store = new EventStore();",
  // Allowed: the store family, building a deletion request, the filter builders, the boot cards'
  // latestVersions, the protocol layer's version order, tests, comments and plain equality.
  'src/nostr/event-store.ts': 'export const newer = (a: E, b: E) => a.created_at > b.created_at;',
  'src/nostr/event-store-rules.ts': 'export const isDeletionRequest = (event: E) => event.kind === KIND.deletion;',
  'src/features/relay/store/event-store.ts': "import { EventStore } from '@/nostr/event-store';\nexport const eventStore = new EventStore();",
  'src/nostr/listing-edit.ts': "export const template = { kind: KIND.deletion, tags: [] };",
  'src/nostr/relay-list-edit.ts': "import { isNewerVersion } from './event-store-rules';\nexport const used = isNewerVersion;",
  'src/features/delta/filters.ts': "import { addressOf, deletionFiltersFor, isReplaceableKind } from '@/nostr/event-store-rules';\nexport const used = [addressOf, deletionFiltersFor, isReplaceableKind];",
  'src/features/first-paint/boot-card/boot-cards.ts': "import { latestVersions } from '@/nostr/event-store-rules';\nexport const used = latestVersions;",
  'src/features/delta/delta.test.ts': 'export const newer = (a: E, b: E) => a.created_at > b.created_at;',
  'src/features/delta/commented.ts': '// b.created_at > a.created_at was the old rule; KIND.deletion === kind too\nexport const same = (a: E, b: E) => a.created_at === b.created_at;',
};

describe('the event store holds the newest-version and NIP-09 rules (docs/architecture.md §20)', () => {
  let fixture: string;
  let report: string[];

  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'carstr-protocol-rules-'));
    for (const [file, source] of Object.entries(FILES)) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      writeFileSync(join(fixture, file), source);
    }
    report = checkProtocolRules(fixture);
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  const problemsOf = (file: string) => report.filter((line) => line.startsWith(`${file}:`));

  it.each([
    ['src/features/alpha/newest.ts', 'created_at'],
    ['src/features/alpha/since.ts', 'created_at'],
    ['src/features/beta/deleted.ts', 'KIND.deletion'],
    ['src/features/beta/ask.ts', 'KIND.deletion'],
    ['src/features/gamma/order.ts', 'imports isNewerVersion'],
    ['src/features/gamma/own-store.ts', 'makes an EventStore'],
  ])('reports %s (%s)', (file, what) => {
    expect(problemsOf(file)).toEqual([expect.stringContaining(what)]);
  });

  it('reports nothing else: the store, its allowed helpers, publishing a deletion, tests and comments pass', () => {
    const planted = ['alpha/newest', 'alpha/since', 'beta/deleted', 'beta/ask', 'gamma/order', 'gamma/own-store'];
    expect(report.filter((line) => !planted.some((name) => line.startsWith(`src/features/${name}.ts:`)))).toEqual([]);
  });

  it('finds the real tree clean', () => {
    expect(checkProtocolRules(ROOT)).toEqual([]);
  });
});
