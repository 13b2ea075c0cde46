import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const CHILD = fileURLToPath(new URL('./prerender-home-child.ts', import.meta.url));
/** A guard against a child that never answers, not a speed limit: a build on a loaded machine must not fail for being slow. */
const TIMEOUT_MS = 240_000;
const ROOT_ELEMENT = '<div id="root"></div>';

/** The home page's first render, and the boot cards', boot detail's and boot profile's templates (src/app/prerender-home.tsx). */
export interface HomeShell {
  shell: string;
  cardTemplate: string;
  detailTemplate: string;
  profileTemplate: string;
}

/**
 * Renders the app's home page as a visitor's first render commits it, and the card template (`entry` exports
 * `renderHomeShell`), in a child process with an emulated DOM (prerender-home-child.ts). Rejects after four
 * minutes or if the child fails.
 */
export function prerenderHome(root: string, entry: string): Promise<HomeShell> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = fork(CHILD, [root, entry], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'], timeout: TIMEOUT_MS });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let rendered: HomeShell | undefined;
    child.on('message', (message: Partial<Record<keyof HomeShell, unknown>>) => {
      const { shell, cardTemplate, detailTemplate, profileTemplate } = message;
      if (typeof shell === 'string' && typeof cardTemplate === 'string' && typeof detailTemplate === 'string' && typeof profileTemplate === 'string') {
        rendered = { shell, cardTemplate, detailTemplate, profileTemplate };
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (rendered !== undefined && Object.values(rendered).every((html) => html.length > 0)) resolve(rendered);
      else reject(new Error(`Prerendering the home page failed (exit ${code ?? signal}).\n${stderr}`));
    });
  });
}

/**
 * index.html with the static shell in its root element, inert, since React replaces it on its first commit;
 * the card, detail and profile templates beside it, for the boot script.
 */
export function withStaticShell(html: string, { shell, cardTemplate, detailTemplate, profileTemplate }: HomeShell): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}.`);
  const templates = [
    `<template data-boot-card-grid>${cardTemplate}</template>`,
    `<template data-boot-detail>${detailTemplate}</template>`,
    `<template data-boot-profile>${profileTemplate}</template>`,
  ].join('');
  return html.replace(ROOT_ELEMENT, `<div id="root"><div data-static-shell inert>${shell}${templates}</div></div>`);
}

/**
 * The static home shell (docs/architecture.md §10): the production build writes the home page's first render
 * into index.html, so a visitor's browser paints the header, hero, tabs, search and the grid's placeholders as
 * soon as the page and its stylesheet arrive, before any script. The boot script shows it only where React's
 * first commit will be the same page (src/boot-connect.ts); that commit replaces it. Rendered while the app
 * bundles (it takes a few seconds), in a separate process.
 */
export function prerenderHomePlugin(entry: string): Plugin {
  let shell: Promise<HomeShell> | undefined;
  let root = process.cwd();
  return {
    name: 'carstr-prerender-home',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => {
      shell = prerenderHome(root, entry);
      // Awaited in transformIndexHtml; a failure is reported there, not as an unhandled rejection meanwhile.
      shell.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (shell === undefined) throw new Error('The home page was not prerendered.');
        return withStaticShell(html, await shell);
      },
    },
  };
}
