import { describe, expect, it } from 'vitest';

import { appFiles, pageFiles } from './boot-script';

/** A chunk of a made-up bundle: its file is `<name>.js`. */
function chunk(name: string, imports: string[], extra: { isEntry?: boolean; moduleIds?: string[] } = {}) {
  return { type: 'chunk' as const, name, fileName: `${name}.js`, imports: imports.map((file) => `${file}.js`), isEntry: extra.isEntry ?? false, moduleIds: extra.moduleIds ?? [] };
}

const APP = '/src/app/mount.tsx';
const BUNDLE = Object.fromEntries(
  [
    chunk('index', ['runtime'], { isEntry: true }),
    chunk('runtime', []),
    chunk('app', ['vendor', 'runtime'], { moduleIds: ['/repo/src/app/mount.tsx'] }),
    chunk('vendor', []),
    chunk('MessagesPage', ['vendor', 'app', 'thread', 'icons']),
    chunk('thread', ['icons', 'crypto']),
    chunk('icons', ['vendor']),
    chunk('crypto', []),
    chunk('elsewhere', ['vendor']),
  ].map((item) => [item.fileName, item]),
);

describe('pageFiles', () => {
  it("names the page's chunk and everything it imports that the entry and the app chunk do not", () => {
    expect(pageFiles({ ...BUNDLE, 'style.css': { type: 'asset' } }, ['MessagesPage'], APP).toSorted()).toEqual(['MessagesPage.js', 'crypto.js', 'icons.js', 'thread.js']);
  });

  it('fails the build when a named chunk is missing', () => {
    expect(() => pageFiles(BUNDLE, ['MessagesPage', 'gone'], APP)).toThrow(/gone/);
  });
});

describe('appFiles', () => {
  it("names the app's chunk and what it imports beyond the entry's own imports", () => {
    expect(appFiles(BUNDLE, APP).toSorted()).toEqual(['app.js', 'vendor.js']);
  });

  it('fails the build when the entry imports the app chunk, or either is missing', () => {
    expect(() => appFiles({ ...BUNDLE, 'index.js': chunk('index', ['runtime', 'app'], { isEntry: true }) }, APP)).toThrow(/imports the app chunk/);
    expect(() => appFiles(BUNDLE, '/src/app/gone.tsx')).toThrow(/gone\.tsx/);
  });
});
