import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { addressTemplatesIn, kindLiteralProblems, kindLiteralsIn } from './kind-literals';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// The planted literals are put together from parts, so that this file's own source holds none of them.
const LISTING = ['304', '02'].join('');
const COMMENT = ['11', '11'].join('');

const texts = (source: string) => kindLiteralsIn('src/probe.ts', source).map((found) => found.text);

describe('kind literals (event kinds are KIND.*)', () => {
  it.each([
    ['a large kind anywhere', `const kinds = new Set([${LISTING}]);`, [LISTING]],
    ['a kind property', 'const event = { kind: 5, content: "" };', ['5']],
    ['a kinds filter', 'const filter = { kinds: [0, 14], limit: 1 };', ['0', '14']],
    ['a comparison with .kind', 'const isSeal = (event) => event.kind === 13;', ['13']],
    ['a comparison the other way round', 'if (5 !== kind) throw new Error();', ['5']],
    ['an expectation on .kind', 'expect(wrap.kind).toBe(5);', ['5']],
    ['a type', 'type Deletion = { kind: 5 };', ['5']],
    ['a k tag', `const tag = ['k', '${COMMENT}'];`, [`'${COMMENT}'`]],
    ['an address in a string', `const address = '${LISTING}:abc:car';`, [`'${LISTING}:abc:car'`]],
    // oxc's template element spans its delimiters: the backtick and the `${` after it.
    ['an address in a template', `const address = \`${LISTING}:\${pubkey}:car\`;`, [`\`${LISTING}:\${`]],
    ['the mute list kind where a kind goes', `const filter = { kinds: [${['10', '000'].join('_')}] };`, [['10', '000'].join('_')]],
    ['the follow list kind in a comparison', 'const follows = event.kind === 3;', ['3']],
    ['a number with separators', `const kind = ${LISTING.slice(0, 2)}_${LISTING.slice(2)};`, [`${LISTING.slice(0, 2)}_${LISTING.slice(2)}`]],
  ])('reports %s', (_name, source, expected) => {
    expect(texts(source)).toEqual(expected);
  });

  it.each([
    ['small numbers that are not kinds', 'const page = list.slice(0, 5); const retries = 13;'],
    ['kinds KIND does not name', 'const note = { kind: 1 }; const article = { kind: 30023 };'],
    ['10 000 as a count or a range bound', 'const many = 10_000; const replaceable = kind >= 10000 && kind < 20000;'],
    ['comments', `// kind ${LISTING} is a listing\n/* ${COMMENT} */ const x = 1;`],
    ['KIND itself', 'const event = { kind: KIND.listing, tags: [["k", String(KIND.comment)]] };'],
    ['text that merely mentions a kind', `it('opens kind ${COMMENT} comments', () => {});`],
  ])('leaves alone %s', (_name, source) => {
    expect(texts(source)).toEqual([]);
  });

  it('reports a listing address built by hand, not other templates', () => {
    const built = 'const address = `${KIND.listing}:${listing.pubkey}:${listing.d}`;';
    expect(addressTemplatesIn('src/probe.ts', built).map((found) => found.text)).toEqual(['`${KIND.listing}:${listing.pubkey}:${listing.d}`']);
    const others = 'const a = `${KIND.comment}:${x}`; const b = `kind ${KIND.listing}: ${n}`; const c = `/listing/${id}`;';
    expect(addressTemplatesIn('src/probe.ts', others)).toEqual([]);
  });

  it('names the file and line of each', () => {
    expect(kindLiteralsIn('src/probe.ts', `const a = 1;\nconst b = { kind: ${LISTING} };`)).toMatchObject([{ file: 'src/probe.ts', line: 2, text: LISTING }]);
  });

  it('src/, dev/, e2e/ and bench/ write every event kind as KIND.* (outside src/config/constants.ts)', () => {
    expect(kindLiteralProblems(ROOT)).toEqual([]);
  });
});
