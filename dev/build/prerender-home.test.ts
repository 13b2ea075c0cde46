import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { prerenderHome, withStaticShell } from './prerender-home';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('prerenderHome', () => {
  it("renders the app's home page as a visitor's first commit: header, hero, tabs, search and placeholders", async () => {
    const html = await prerenderHome(ROOT, '/src/app/prerender-home.tsx');
    expect(html).toContain('Skip to content');
    expect(html).toContain('Decentralized Car Marketplace');
    expect(html).toContain('Browse Cars');
    expect(html).toContain('placeholder="Search cars by make, model, year..."');
    expect(html).toContain('data-testid="listing-skeleton"');
    expect(html).toContain('Log in');
    // Nothing from a relay, and nothing that would run.
    expect(html).not.toContain('data-testid="listing-card"');
    expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
  }, 60_000);

  it('rejects when the entry does not render (the build then fails instead of shipping an empty shell)', async () => {
    await expect(prerenderHome(ROOT, '/src/no-such-entry.tsx')).rejects.toThrow(/Prerendering the home page failed/);
  }, 60_000);
});

describe('withStaticShell', () => {
  it('puts the shell, inert, into the root element', () => {
    expect(withStaticShell('<body><div id="root"></div></body>', '<header>h</header>')).toBe('<body><div id="root"><div data-static-shell inert><header>h</header></div></div></body>');
  });

  it('refuses a page without the root element', () => {
    expect(() => withStaticShell('<body></body>', 'x')).toThrow(/no <div id="root"><\/div>/);
  });
});
