import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { prerenderHome, withStaticShell } from './prerender-home';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('prerenderHome', () => {
  it("renders the app's home page as a visitor's first commit: header, hero, tabs, search and placeholders", async () => {
    const { shell: html, cardTemplate, detailTemplate, profileTemplate } = await prerenderHome(ROOT, '/src/app/prerender-home.tsx');
    expect(html).toContain('Skip to content');
    expect(html).toContain('Decentralized Car Marketplace');
    expect(html).toContain('Browse Cars');
    expect(html).toContain('placeholder="Search cars by make, model, year..."');
    expect(html).toContain('data-testid="listing-skeleton"');
    expect(html).toContain('Log in');
    // Nothing from a relay, and nothing that would run.
    expect(html).not.toContain('data-testid="listing-card"');
    expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
    // The card template: the grid with one card whose listing's values are markers.
    expect(cardTemplate).toMatch(/^<div data-testid="listing-grid"[^>]*><article data-testid="listing-card"/);
    for (const slot of ['title', 'path', 'price', 'facts', 'listed', 'src', 'width', 'height', 'colour', 'loading', 'fetchpriority']) {
      expect(cardTemplate, slot).toContain(`{{${slot}}}`);
    }
    expect(cardTemplate).toContain('aria-label="View Details: {{title}}"');
    expect(cardTemplate).not.toMatch(/carstr-slot|carstr\.invalid|987,654,321/);
    // The detail template: a listing page's first column, every value a marker, the rest of the page left out.
    expect(detailTemplate).toContain('Back to Marketplace');
    for (const slot of ['title', 'summary', 'price', 'alt', 'src', 'srcset', 'width', 'height', 'colour', 'thumbsrc', 'thumbwidth', 'thumbheight', 'thumblabel', 'insightsrow', 'rated']) {
      expect(detailTemplate, slot).toContain(`{{${slot}}}`);
    }
    expect(detailTemplate).not.toMatch(/carstr-slot|carstr\.invalid|987,654,321|<aside|Specifications/);
    // The profile template: back link and header with the page's buttons, every value a marker.
    expect(profileTemplate).toContain('Back to Marketplace');
    for (const slot of ['title', 'initial', 'npub', 'npubshort', 'nip05', 'nip05label', 'website', 'websitelabel', 'about']) {
      expect(profileTemplate, slot).toContain(`{{${slot}}}`);
    }
    expect(profileTemplate).toContain('Mute seller');
    expect(profileTemplate).not.toMatch(/carstr-slot|Ω|5a5a5a|<script|\son\w+=/);
  }, 60_000);

  it('rejects when the entry does not render (the build then fails instead of shipping an empty shell)', async () => {
    await expect(prerenderHome(ROOT, '/src/no-such-entry.tsx')).rejects.toThrow(/Prerendering the home page failed/);
  }, 60_000);
});

describe('withStaticShell', () => {
  it('puts the shell, inert, into the root element, and the card, detail and profile templates beside it', () => {
    expect(
      withStaticShell('<body><div id="root"></div></body>', { shell: '<header>h</header>', cardTemplate: '<div>c</div>', detailTemplate: '<div>d</div>', profileTemplate: '<div>p</div>' }),
    ).toBe(
      '<body><div id="root"><div data-static-shell inert><header>h</header><template data-boot-card-grid><div>c</div></template><template data-boot-detail><div>d</div></template><template data-boot-profile><div>p</div></template></div></div></body>',
    );
  });

  it('refuses a page without the root element', () => {
    expect(() => withStaticShell('<body></body>', { shell: 'x', cardTemplate: 'y', detailTemplate: 'z', profileTemplate: 'p' })).toThrow(/no <div id="root"><\/div>/);
  });
});
