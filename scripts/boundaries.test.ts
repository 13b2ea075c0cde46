import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_PATH, listFeatures, readConfig, withBoundaries } from './boundaries';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OXLINT = join(ROOT, 'node_modules/oxlint/bin/oxlint');
const RULE = 'eslint(no-restricted-imports)';

interface Diagnostic {
  code: string;
  filename: string;
  message: string;
}

/** Runs the repository's oxlint on `paths` below `cwd` with the config there; only the boundary diagnostics. */
function boundaryDiagnostics(cwd: string, paths: string[]): Diagnostic[] {
  const run = spawnSync(process.execPath, [OXLINT, '-c', '.oxlintrc.json', '-f', 'json', ...paths], { cwd, encoding: 'utf8' });
  if (run.error) throw run.error;
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return diagnostics.filter((diagnostic) => diagnostic.code === RULE);
}

/**
 * One import per file, each in the folder whose rule it tests. Written to a temporary copy of the layout (not
 * into src/, where other work goes on), next to a copy of the real .oxlintrc.json: the globs of its overrides
 * are relative to the config, so they match these files exactly as they match src/.
 */
const FORBIDDEN: Record<string, string> = {
  'src/nostr/probe.ts': "import { AccountArea } from '@/features/accounts/public';",
  'src/nostr/probe-hook.ts': "import { usePageTitle } from '@/lib/usePageTitle';",
  'src/nostr/probe-react.ts': "import { useState } from 'react';",
  'src/nostr/probe-query.ts': "import { useQuery } from '@tanstack/react-query';",
  'src/nostr/testing/probe-relative.ts': "import { AccountArea } from '../../features/accounts/public';",
  'src/nostr/probe-dynamic.ts': "export const load = () => import('@/features/listings/public');",
  'src/lib/probe.ts': "import { Button } from '@/components/ui/button';",
  'src/config/probe.ts': "import { loadAppConfig } from '@/features/settings/public';",
  'src/components/ui/probe.tsx': "import { Providers } from '@/app/providers';",
  'src/components/ui/probe-feature.tsx': "import { AccountArea } from '@/features/accounts/public';",
  'src/features/media/probe-internal.ts': "import { useLoginUsers } from '@/features/accounts/useLoginUsers';",
  'src/features/media/probe-reexport.ts': "export { useLoginUsers } from '@/features/accounts/useLoginUsers';",
  'src/features/media/probe-type.ts': "import type { CurrentUser } from '@/features/session/current-user-context';",
  'src/features/media/probe-bare.ts': "import * as accounts from '@/features/accounts';",
  'src/features/media/deep/probe-relative.ts': "import { useLoginUsers } from '../../accounts/useLoginUsers';",
  'src/features/media/probe-dotdot.ts': "import { useLoginUsers } from '@/features/media/../accounts/useLoginUsers';",
  'src/features/media/probe-app.ts': "import { Providers } from '@/app/providers';",
  'src/features/media/probe-pages.ts': "import { HomePage } from '@/pages/HomePage';",
  'src/features/media/probe-relative-app.ts': "import { Providers } from '../../app/providers';",
  'src/features/media/probe.test.ts': "import { useLoginUsers } from '@/features/accounts/useLoginUsers';",
  'src/pages/probe.tsx': "import { AccountArea } from '@/features/accounts/components/AccountArea';",
  'src/pages/probe-app.tsx': "import { Providers } from '@/app/providers';",
  'src/app/probe.tsx': "export const Form = () => import('@/features/selling/components/ListingForm');",
  'src/main-probe.ts': "import { loadAppConfig } from './features/settings/app-config';",
  'src/main-probe-public.ts': "import { loadAppConfig } from './features/settings/public';",
  'src/test/probe.ts': "import { useLoginUsers } from '@/features/accounts/useLoginUsers';",
  'src/newfolder/probe.ts': "import { useLoginUsers } from '@/features/accounts/useLoginUsers';",
  // The boot script may use a feature's boot entry (the first import), nothing else inside it (the second).
  'src/boot-connect.ts': [
    "import { startBootCards } from '@/features/first-paint/first-paint-boot';",
    "import { startBootCards as internal } from '@/features/first-paint/boot-card/boot-cards';",
  ].join('\n'),
};

const ALLOWED: Record<string, string> = {
  'src/nostr/ok.ts': "import { safeUrl } from '@/lib/safe-url';\nimport { KIND } from '@/config/constants';\nimport { x } from './event';",
  'src/nostr/testing/ok.ts': "import { x } from '../event';",
  'src/lib/ok.ts': "import { KIND } from '@/config/constants';\nimport { useEffect } from 'react';",
  'src/components/ui/ok.tsx': "import { cn } from '@/lib/utils';\nimport { TOOLTIP } from '@/config/constants';",
  'src/features/media/ok.ts': [
    "import { AccountArea } from '@/features/accounts/public';",
    "import { useCurrentUser } from '@/features/session/public';",
    "import { formatPrice } from '@/features/listings/listings-boot';",
    "import { x } from '@/features/media/blossom-upload';",
    "import { y } from './blossom-upload';",
    "import { Button } from '@/components/ui/button';",
    "import { parseEvent } from '@/nostr/event';",
  ].join('\n'),
  'src/features/media/deep/ok.ts': "import { y } from '../blossom-upload';",
  'src/features/media/ok.test.ts': [
    "import { renderWithProviders } from '@/features/accounts/test-support/render-with-providers';",
    "import { Providers } from '@/app/providers';",
    "import { startRelay } from '../../../dev/relay/start-relay';",
  ].join('\n'),
  'src/features/media/test-support/ok.ts': "import { createQueryClient } from '@/app/query-client';",
  'src/pages/ok.tsx': "import { AccountArea } from '@/features/accounts/public';\nimport { NotFoundPage } from './NotFoundPage';",
  'src/app/ok.tsx': "export const Page = () => import('@/pages/HomePage');\nimport { LazyListingForm } from '@/features/selling/public';",
  'src/main-ok.ts': "import { loadAppConfig } from '@/features/settings/public';\nimport './index.css';\nexport const app = () => import('./app/mount');",
};

/** The statements of a module without its comments (good enough for a file of re-exports). */
function statements(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

describe('import boundaries (docs/architecture.md §4)', () => {
  let fixture: string;

  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'carstr-boundaries-'));
    copyFileSync(CONFIG_PATH, join(fixture, '.oxlintrc.json'));
    for (const [file, source] of Object.entries({ ...FORBIDDEN, ...ALLOWED })) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      writeFileSync(join(fixture, file), `${source}\n`);
    }
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('.oxlintrc.json holds the overrides scripts/boundaries.ts generates for the current feature folders', () => {
    const config = readConfig();
    expect(config.overrides).toEqual(withBoundaries(config, listFeatures()).overrides);
  });

  it('oxlint refuses every forbidden import and accepts the allowed ones', () => {
    const diagnostics = boundaryDiagnostics(fixture, ['src']);
    const reported = new Set(diagnostics.map((diagnostic) => diagnostic.filename.replaceAll('\\', '/')));
    expect(Object.keys(FORBIDDEN).filter((file) => !reported.has(file))).toEqual([]);
    expect(diagnostics.filter((diagnostic) => !(diagnostic.filename in FORBIDDEN))).toEqual([]);
    // One forbidden import per probe: no probe passes for a reason other than its own import.
    expect(diagnostics).toHaveLength(Object.keys(FORBIDDEN).length);
  });

  it('the source tree keeps to them', () => {
    expect(boundaryDiagnostics(ROOT, ['src'])).toEqual([]);
  });

  // The build treats public.ts as side-effect free (vite.config.ts): any other statement there could be
  // dropped from the bundle. Named re-exports only, no `export *`: a public entry names what it offers.
  it('every feature has a public.ts made of named re-exports only', () => {
    for (const name of listFeatures()) {
      const source = readFileSync(join(ROOT, 'src/features', name, 'public.ts'), 'utf8');
      for (const statement of statements(source)) {
        expect(statement, `src/features/${name}/public.ts`).toMatch(/^export (type )?\{[^}]*\} from '\.\/[^']+'$/);
      }
    }
  });
});
