import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { failedParts, labelled, STAGES } from './run-tests';

describe('npm test', () => {
  it('runs every check and test script of package.json, each once', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    const run = STAGES.flat().map((part) => part.script);
    expect(new Set(run).size).toBe(run.length);
    for (const script of run) expect(scripts[script], script).toBeDefined();
    // A new test layer must be added to a stage, or `npm test` would silently skip it.
    const layers = Object.keys(scripts).filter((name) => name.startsWith('test:') || name === 'typecheck' || name === 'lint');
    expect(run.toSorted()).toEqual(layers.toSorted());
    expect(scripts.test).toBe('tsx scripts/run-tests.ts');
  });

  it('checks before it tests: types, lint and unit tests pass before any server or browser starts', () => {
    expect(STAGES[0]!.map((part) => part.script).toSorted()).toEqual(['lint', 'test:unit', 'typecheck']);
    expect(STAGES.at(-1)!.map((part) => part.script)).toContain('test:browser');
  });

  it('prints each line behind its part, lined up', () => {
    expect(labelled('unit', 11, 'ok')).toBe('unit        │ ok');
    expect(labelled('integration', 11, 'ok')).toBe('integration │ ok');
  });

  it('counts a part killed by a signal as failed', () => {
    const unit = { name: 'unit', script: 'test:unit' };
    const lint = { name: 'lint', script: 'lint' };
    const types = { name: 'types', script: 'typecheck' };
    expect(failedParts([{ part: unit, code: 0 }, { part: lint, code: 1 }, { part: types, code: null }])).toEqual([lint, types]);
  });
});
