import { createRequire } from 'node:module';

import type { BrowserContext, Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The parts of an axe-core violation a failing test needs to point at the fix. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Makes axe-core available in every page of the context. An init script is injected by the browser itself,
 * so the app's CSP (`script-src 'self'`) does not block it the way an added <script> tag would be blocked.
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_PATH });
}

/**
 * The rules whose outcome depends on colours: all that can change when only the theme changes (the two themes
 * render the same DOM with other colours), so the second theme of a page is checked against these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the whole document and returns the violations whose impact is serious or critical:
 * every rule (touch target size included, as Lighthouse checks it), or with `colours` only the colour rules
 * (for the same page in its other theme). Animations are finished first: a dialog caught mid-fade has a
 * translucent foreground and would report a contrast failure no user ever sees for more than a few frames.
 */
export async function seriousViolations(page: Page, rules: 'all' | 'colours' = 'all'): Promise<AxeFinding[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const runOnly = rules === 'colours' ? COLOUR_RULES : undefined;
  return page.evaluate(async (onlyRules) => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    // Touch target size (WCAG 2.2 AA) is off in axe by default; Lighthouse's accessibility score counts it.
    const options = onlyRules === undefined ? { rules: { 'target-size': { enabled: true } } } : { runOnly: { type: 'rule', values: onlyRules } };
    const result = await axe.run(document, { resultTypes: ['violations'], ...options });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
      }));
  }, runOnly);
}
