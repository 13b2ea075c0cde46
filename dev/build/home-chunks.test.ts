import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { homeChunkGroups } from './home-chunks';

/**
 * A small project on disk and the import graph a bundler would resolve for it: the entry boots from a
 * feature's public entry, the app module renders the feature's grid (which takes one icon from a
 * side-effect-free icon package) and lazily a detail page, which uses the feature's other export.
 */
const root = mkdtempSync(join(tmpdir(), 'home-chunks-'));
const src = join(root, 'src');
const files: Record<string, string> = {
  'src/main.ts': `import { boot } from '@/features/cars/public';\nboot();\nvoid import('./app/mount');\n`,
  'src/app/mount.ts': `import { Grid } from '@/features/cars/public';\nimport { layout } from './layout';\nimport type { Detail } from '@/features/cars/public';\nexport const mount = () => [Grid, layout, import('../pages/detail')];\n`,
  'src/app/layout.ts': `import './theme';\nexport const layout = 1;\n`,
  'src/app/theme.ts': `document.title = 'x';\n`,
  'src/pages/detail.ts': `import { Detail } from '@/features/cars/public';\nexport default Detail;\n`,
  'src/features/cars/public.ts': `/** Re-exports. */\nexport { boot } from './boot';\nexport { Grid, type GridProps } from './Grid';\nexport { Detail } from './Detail';\n`,
  'src/features/cars/boot.ts': `export function boot() {}\n`,
  'src/features/cars/Grid.ts': `import { Car, type IconProps } from 'icons';\nimport { boot } from './boot';\nexport type GridProps = IconProps;\nexport const Grid = [Car, boot];\n`,
  'src/features/cars/Detail.ts': `import { Wrench } from 'icons';\nexport const Detail = Wrench;\n`,
  'node_modules/icons/package.json': JSON.stringify({ name: 'icons', sideEffects: false }),
  'node_modules/icons/index.js': `export { default as Car } from './car.js';\nexport { default as Wrench } from './wrench.js';\n`,
  'node_modules/icons/car.js': `import make from './make.js';\nexport default make('car');\n`,
  'node_modules/icons/wrench.js': `import make from './make.js';\nexport default make('wrench');\n`,
  'node_modules/icons/make.js': `export default function make(name) { return name; }\n`,
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
const id = (path: string) => join(root, path);
const graph: Record<string, string[]> = {
  'src/main.ts': ['src/features/cars/public.ts'],
  'src/app/mount.ts': ['src/features/cars/public.ts', 'src/app/layout.ts', 'node_modules/react/jsx-runtime.js'],
  'src/app/layout.ts': ['src/app/theme.ts'],
  'src/app/theme.ts': [],
  'src/pages/detail.ts': ['src/features/cars/public.ts'],
  'src/features/cars/public.ts': ['src/features/cars/boot.ts', 'src/features/cars/Grid.ts', 'src/features/cars/Detail.ts'],
  'src/features/cars/boot.ts': [],
  'src/features/cars/Grid.ts': ['node_modules/icons/index.js', 'src/features/cars/boot.ts'],
  'src/features/cars/Detail.ts': ['node_modules/icons/index.js'],
  'node_modules/icons/index.js': ['node_modules/icons/car.js', 'node_modules/icons/wrench.js'],
  'node_modules/icons/car.js': ['node_modules/icons/make.js'],
  'node_modules/icons/wrench.js': ['node_modules/icons/make.js'],
  'node_modules/icons/make.js': [],
  'node_modules/react/jsx-runtime.js': [],
};
const lookup = (moduleId: string) => {
  const path = Object.keys(graph).find((key) => id(key) === moduleId);
  return path === undefined ? null : { importedIds: graph[path]!.map(id) };
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('homeChunkGroups', () => {
  const groups = homeChunkGroups({ srcDir: src, isSideEffectFree: (moduleId) => moduleId.endsWith('/public.ts') });
  const chunkOf = (path: string) => groups.nameFor(id(path), lookup, id('src/main.ts'), id('src/app/mount.ts'));

  it("groups what the app module loads, by name through side-effect-free re-exports", () => {
    expect(chunkOf('src/app/mount.ts')).toBe('app');
    expect(chunkOf('src/app/layout.ts')).toBe('app');
    expect(chunkOf('src/app/theme.ts')).toBe('app');
    expect(chunkOf('src/features/cars/Grid.ts')).toBe('app');
    expect(chunkOf('node_modules/icons/car.js')).toBe('vendor');
    expect(chunkOf('node_modules/icons/make.js')).toBe('vendor');
    expect(chunkOf('node_modules/react/jsx-runtime.js')).toBe('vendor');
  });

  it("keeps what the entry runs with the entry, never in the app's chunks", () => {
    // In the app chunk, the entry would wait for the whole app before sending its REQ.
    expect(chunkOf('src/features/cars/boot.ts')).toBe('index');
    expect(chunkOf('src/features/cars/public.ts')).toBe('index');
  });

  it("leaves the lazy route's modules to automatic chunking", () => {
    expect(chunkOf('src/pages/detail.ts')).toBeNull();
    expect(chunkOf('src/features/cars/Detail.ts')).toBeNull();
    expect(chunkOf('node_modules/icons/wrench.js')).toBeNull();
  });

  it('groups nothing in a bundle without the entry and app modules (a worker)', () => {
    const worker = homeChunkGroups({ srcDir: src, isSideEffectFree: () => false });
    expect(worker.nameFor(id('src/app/layout.ts'), lookup, id('src/worker.ts'), id('src/app/mount.ts'))).toBeNull();
  });
});
