import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkImportGraph } from './import-checks';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const TSCONFIG = JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'], '@testing/*': ['./dev/testing/*'] } } });

/**
 * A small tree, written to a temporary folder (not into src/, where other work goes on), with one planted
 * problem per group of files and the imports the rules allow; each test finds its own problem in the report.
 */
const FILES: Record<string, string> = {
  'tsconfig.app.json': TSCONFIG,
  // A circle made of type-only imports (both spellings).
  'src/features/alpha/shapes.ts': "import type { Edge } from './edges';\nexport interface Shape { edges: Edge[] }",
  'src/features/alpha/edges.ts': "import { type Shape } from './shapes';\nexport interface Edge { of: Shape }",
  // A circle closed by a lazy import, through a re-export.
  'src/features/beta/Screen.tsx': "import { lazy } from 'react';\nexport const Panel = lazy(() => import('./panel-entry'));",
  'src/features/beta/panel-entry.ts': "export { Panel as default } from './Panel';",
  'src/features/beta/Panel.tsx': "import { Panel as Again } from './Screen';\nexport const Panel = () => Again;",
  // Two features that import each other through their public entries, without any circle between files.
  'src/features/gamma/public.ts': "export { gammaName } from './gamma-name';",
  'src/features/gamma/gamma-name.ts': "export const gammaName = 'gamma';",
  'src/features/gamma/uses-delta.ts': "import { deltaName } from '@/features/delta/public';\nexport const both = deltaName;",
  'src/features/delta/public.ts': "export { deltaName } from './delta-name';",
  'src/features/delta/delta-name.ts': "export const deltaName = 'delta';",
  'src/features/delta/uses-gamma.ts': "import type { gammaName } from '@/features/gamma/public';\nexport type Name = typeof gammaName;",
  // Forbidden: a feature that imports dev/ (by relative path and by the tests' alias) or a page; dev/ code
  // that imports a feature.
  'src/features/epsilon/uses-dev.ts': "import { startRelay } from '../../../dev/relay/start-relay';\nexport const start = startRelay;",
  'src/features/epsilon/uses-testing.ts': "export const keys = () => import('@testing/test-keys');",
  'src/features/epsilon/uses-page.ts': "import { HomePage } from '@/pages/HomePage';\nexport const page = HomePage;",
  'dev/seed/uses-feature.ts': "import { gammaName } from '../../src/features/gamma/gamma-name';\nexport const name = gammaName;",
  'dev/relay/start-relay.ts': 'export const startRelay = () => 1;',
  'dev/testing/test-keys.ts': "import { startRelay } from '../relay/start-relay';\nexport const newKeys = startRelay;",
  'dev/testing/listing-fixtures.ts': "import type { Name } from '../../src/features/delta/uses-gamma';\nexport const name: Name = 'gamma';",
  'src/pages/HomePage.tsx': "import { gammaName } from '@/features/gamma/public';\nimport { Other } from './OtherPage';\nexport const HomePage = () => [gammaName, Other];",
  'src/pages/OtherPage.tsx': 'export const Other = 1;',
  // Allowed: tests may reach dev/ and pages, app imports pages, a dev test imports a feature, and imports
  // written in strings and comments are not imports.
  'src/features/zeta/zeta.test.ts': "import { newKeys } from '@testing/test-keys';\nimport { HomePage } from '@/pages/HomePage';\nexport const used = [newKeys, HomePage];",
  'src/app/routes.ts': "export const home = () => import('@/pages/HomePage');",
  'dev/seed/seed.test.ts': "import { gammaName } from '../../src/features/gamma/public';\nexport const used = gammaName;",
  'src/features/zeta/quoted.ts': "// import { startRelay } from '../../../dev/relay/start-relay';\nexport const text = \"import('../../pages/HomePage')\";",
};

describe('import circles and forbidden imports (docs/architecture.md §4)', () => {
  let fixture: string;
  let report: string[];

  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'carstr-import-graph-'));
    for (const [file, source] of Object.entries(FILES)) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      writeFileSync(join(fixture, file), `${source}\n`);
    }
    report = checkImportGraph(fixture);
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('reports a circle of type-only imports, with its files in order', () => {
    expect(report).toContain(
      [
        'Import circle between files (docs/architecture.md §4):',
        '     src/features/alpha/edges.ts',
        '   → src/features/alpha/shapes.ts (type)',
        '   → src/features/alpha/edges.ts (type)',
      ].join('\n'),
    );
  });

  it('reports a circle closed by a lazy import through a re-export', () => {
    expect(report).toContain(
      [
        'Import circle between files (docs/architecture.md §4):',
        '     src/features/beta/Panel.tsx',
        '   → src/features/beta/Screen.tsx',
        '   → src/features/beta/panel-entry.ts (lazy)',
        '   → src/features/beta/Panel.tsx',
      ].join('\n'),
    );
  });

  it('reports a circle between features that no circle between files shows', () => {
    expect(report).toContain(
      [
        'Import circle between features (docs/architecture.md §4): delta → gamma → delta',
        '     delta → gamma: src/features/delta/uses-gamma.ts → src/features/gamma/public.ts',
        '     gamma → delta: src/features/gamma/uses-delta.ts → src/features/delta/public.ts',
      ].join('\n'),
    );
  });

  it('reports a feature importing dev/ (by path or by the tests\' alias) or a page, and dev/ (test helpers too) importing a feature', () => {
    const forbidden = report.filter((problem) => problem.startsWith('Forbidden import'));
    expect(forbidden).toEqual([
      'Forbidden import (docs/architecture.md §4): dev/seed/uses-feature.ts → src/features/gamma/gamma-name.ts: code in dev/ never imports a feature (share through src/config, src/nostr or src/lib).',
      'Forbidden import (docs/architecture.md §4): dev/testing/listing-fixtures.ts → src/features/delta/uses-gamma.ts (type): code in dev/ never imports a feature (share through src/config, src/nostr or src/lib).',
      'Forbidden import (docs/architecture.md §4): src/features/epsilon/uses-dev.ts → dev/relay/start-relay.ts: code in src/ never imports dev/ (the Node dev servers).',
      'Forbidden import (docs/architecture.md §4): src/features/epsilon/uses-page.ts → src/pages/HomePage.tsx: only app and main.tsx import src/pages/.',
      'Forbidden import (docs/architecture.md §4): src/features/epsilon/uses-testing.ts → dev/testing/test-keys.ts (lazy): code in src/ never imports dev/ (the Node dev servers).',
    ]);
  });

  it('reports nothing else: the allowed imports pass and imports in strings and comments are not read', () => {
    expect(report).toHaveLength(8);
  });

  it('the repository has no circle and no forbidden import', () => {
    expect(checkImportGraph(ROOT)).toEqual([]);
  });
});
