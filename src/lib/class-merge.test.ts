import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

import { mergeClasses } from './class-merge';

const SRC = join(import.meta.dirname, '..');

/** Every word inside a string literal of the app's source that could be a Tailwind class. */
function classesWrittenInSource(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && entry.name !== 'class-merge.ts') {
        const source = readFileSync(path, 'utf8');
        for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const word of (literal[2] ?? '').split(/\s+/)) {
            if (/^!?[a-z@*[-][\w\-:/.[\]%()#&>=,!*@'"]*$/.test(word) && word.length < 60) found.add(word);
          }
        }
      }
    }
  };
  walk(SRC);
  // The reference keeps a duplicated class once only if it knows it as a Tailwind utility.
  return [...found].filter((word) => twMerge(`${word} ${word}`) === word).toSorted();
}

describe('mergeClasses', () => {
  it.each([
    ['px-2 px-4', 'px-4'],
    ['px-4 p-2', 'p-2'],
    ['p-2 px-4', 'p-2 px-4'],
    ['h-9 size-4', 'size-4'],
    ['text-sm text-muted-foreground', 'text-sm text-muted-foreground'],
    ['leading-6 text-lg', 'text-lg'],
    ['hover:bg-muted focus:bg-muted hover:bg-primary', 'focus:bg-muted hover:bg-primary'],
    ['md:hover:px-2 hover:md:px-4', 'hover:md:px-4'],
    ['[&_svg]:size-4 [&_svg]:size-3', '[&_svg]:size-3'],
    ['!px-2 px-4', '!px-2 px-4'],
    ['carstr-card px-2 carstr-card', 'carstr-card px-2 carstr-card'],
  ])('%j → %j', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
  });

  // Every ordered pair of ~700 classes, each merged by both: ~1 M merges, 4 s on an idle core, twice that on
  // a busy CI machine, hence a timeout above vitest's 5 s default.
  it('agrees with tailwind-merge on every pair of classes written in src/', { timeout: 60_000 }, () => {
    const classes = classesWrittenInSource();
    expect(classes.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const input = `${first} ${second}`;
        const expected = twMerge(input);
        if (mergeClasses(input) !== expected) disagreements.push(`${input} → ${expected}`);
      }
    }
    // tailwind-merge 3 reads Tailwind 3's `bg-gradient-to-*` as a colour and drops a `bg-<colour>` beside it; they
    // set different properties (background-image, background-color), so keeping both is right.
    expect(disagreements.filter((line) => !line.includes('bg-gradient-to-')).slice(0, 20)).toEqual([]);
  });
});
