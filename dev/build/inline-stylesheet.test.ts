import { describe, expect, it } from 'vitest';

import { inlineStylesheet } from './inline-stylesheet';

const HTML = '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/style-b.css">\n</head>';

describe('inlineStylesheet', () => {
  it("replaces the stylesheet's link by a <style> with its contents and names the file inlined", () => {
    const { html, inlined } = inlineStylesheet(HTML, { 'assets/style-b.css': { type: 'asset', source: 'body{color:red}' } }, '/');
    expect(html).toBe('<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<style>body{color:red}</style>\n</head>');
    expect(inlined).toEqual(['assets/style-b.css']);
  });

  it('reads a file given as bytes, under another base', () => {
    const source = new TextEncoder().encode('.a::after{content:"→"}');
    const { html } = inlineStylesheet('<link rel="stylesheet" href="/app/assets/s.css">', { 'assets/s.css': { type: 'asset', source } }, '/app/');
    expect(html).toBe('<style>.a::after{content:"→"}</style>');
  });

  it('leaves a page without a stylesheet as it is', () => {
    expect(inlineStylesheet('<head></head>', {}, '/')).toEqual({ html: '<head></head>', inlined: [] });
  });

  it('refuses a stylesheet that is not in the build, or one that would end the <style> element early', () => {
    expect(() => inlineStylesheet(HTML, {}, '/')).toThrow(/not in the build/);
    expect(() => inlineStylesheet(HTML, { 'assets/style-b.css': { type: 'asset', source: 'a::after{content:"</STYLE>"}' } }, '/')).toThrow(/cannot be inlined/);
  });
});
