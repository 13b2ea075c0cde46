import { createHash } from 'node:crypto';

import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

import { contentSecurityPolicy } from '../csp.ts';

/** Vite names worker bundles `<name>.worker-<hash>.js`. */
const VERIFY_WORKER = /(^|\/)verify\.worker-[\w-]+\.js$/;
const UNWRAP_WORKER = /(^|\/)unwrap\.worker-[\w-]+\.js$/;

export interface BootScriptOptions {
  /** The app's import aliases. */
  alias: Record<string, string>;
  /** The app build's tree-shaking rule (features' public.ts files are side-effect free). */
  moduleSideEffects: (id: string) => boolean;
  /**
   * Chunks (by name) of the pages people open cold from a link, by page: the script tag names their files
   * (`data-listing-chunks` for `listing`, and so on).
   */
  pageChunks?: Readonly<Record<string, readonly string[]>>;
  /**
   * The module (path suffix) the entry loads the app from with import(): the script tag names the files of
   * its chunk and what they import beyond the entry (`data-app-chunks`), which the boot script preloads.
   */
  appModule: string;
}

/**
 * The inline boot script and the page's Content-Security-Policy (docs/architecture.md §10, §14).
 *
 * `entry` (src/boot-connect.ts) is bundled on its own into one small classic script and written into
 * index.html's <head>: it runs as the HTML is parsed, a round trip before the first file could arrive, and
 * opens the relay sockets the app will read from. Inline script is otherwise forbidden, so the policy
 * allows exactly this script by its SHA-256 hash; the static servers repeat the built page's policy as a
 * header (`securityHeadersFor`). Production build only: Vite's dev server has no CSP, and there the app
 * opens its sockets itself.
 */
export function bootScriptPlugin(entry: string, options: BootScriptOptions): Plugin {
  let config: ResolvedConfig | undefined;
  let script: string | undefined;
  let base = '/';
  return {
    name: 'carstr-boot-script',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
      base = resolved.base;
    },
    buildStart: async () => {
      script = await bundleBootScript(entry, options, config);
    },
    transformIndexHtml: {
      // After the bundle is written: the script tag names the verification worker's file.
      order: 'post',
      handler: (html, { bundle }) => {
        if (script === undefined) throw new Error('The boot script was not built.');
        const worker = Object.keys(bundle ?? {}).find((fileName) => VERIFY_WORKER.test(fileName));
        if (worker === undefined) throw new Error('The build has no verification worker.');
        const unwrapWorker = Object.keys(bundle ?? {}).find((fileName) => UNWRAP_WORKER.test(fileName));
        if (unwrapWorker === undefined) throw new Error('The build has no gift-wrap worker.');
        const hash = createHash('sha256').update(script).digest('base64');
        const policy = contentSecurityPolicy([`'sha256-${hash}'`]).replaceAll("'", '&#39;');
        // Right after <meta charset> (which must stay in the first 1 024 bytes), before the stylesheet: a
        // parser-inserted script waits for stylesheets above it, and the policy must come before the script.
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (charset === null) throw new Error('index.html has no <meta charset>.');
        const at = charset.index + charset[0].length;
        const pages = Object.entries(options.pageChunks ?? {}).map(([page, names]) => {
          const files = pageFiles(bundle ?? {}, names, options.appModule).map((fileName) => `${base}${fileName}`);
          return ` data-${page}-chunks="${files.join(' ')}"`;
        });
        pages.unshift(` data-app-chunks="${appFiles(bundle ?? {}, options.appModule).map((fileName) => `${base}${fileName}`).join(' ')}"`);
        const head = `\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />\n    <script data-verify-worker="${base}${worker}" data-unwrap-worker="${base}${unwrapWorker}"${pages.join('')}>${script}</script>`;
        return html.slice(0, at) + head + html.slice(at);
      },
    },
  };
}

/** What pageFiles reads of the bundle's output files. */
type BundleChunk = Pick<Rolldown.OutputChunk, 'type' | 'name' | 'fileName' | 'imports' | 'isEntry' | 'moduleIds'>;
type Bundle = Record<string, BundleChunk | Pick<Rolldown.OutputAsset, 'type'>>;

/** `from` and every chunk it imports statically, directly or not, by file name. */
function staticClosure(bundle: Bundle, from: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (files.has(fileName) || item?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of item.imports) visit(imported);
  };
  for (const fileName of from) visit(fileName);
  return files;
}

function chunksOf(bundle: Bundle): BundleChunk[] {
  return Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
}

/**
 * The files of the app's chunk (the one holding `appModule`) and of what it imports, less the entry's: the
 * entry runs first and loads the app with import() once the page's first view is up (src/main.tsx), so the
 * boot script preloads these while the relays answer. The entry may not import the app chunk: the boot would
 * wait for the whole app.
 */
export function appFiles(bundle: Bundle, appModule: string): string[] {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(appModule)));
  if (entry === undefined || app === undefined) throw new Error(`The build has no entry chunk or no chunk with ${appModule}.`);
  if (entry.imports.includes(app.fileName)) throw new Error(`The entry chunk imports the app chunk ${app.fileName}: the boot would wait for the whole app.`);
  const loaded = staticClosure(bundle, [entry.fileName]);
  return [...staticClosure(bundle, [app.fileName])].filter((fileName) => !loaded.has(fileName));
}

/**
 * The files of the chunks named `names` and of what they import, less what the page loads anyway: the entry
 * and the app chunk (the one holding `appModule`, which the boot script preloads) with everything they import.
 */
export function pageFiles(bundle: Bundle, names: readonly string[], appModule: string): string[] {
  const chunks = chunksOf(bundle);
  const named = chunks.filter((chunk) => names.includes(chunk.name));
  if (new Set(named.map((chunk) => chunk.name)).size !== names.length) throw new Error(`The build has not all of the chunks ${names.join(', ')}.`);
  const loaded = staticClosure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith(appModule))).map((chunk) => chunk.fileName),
  );
  return [...staticClosure(bundle, named.map((chunk) => chunk.fileName))].filter((fileName) => !loaded.has(fileName));
}

async function bundleBootScript(entry: string, { alias, moduleSideEffects }: BootScriptOptions, config: ResolvedConfig | undefined): Promise<string> {
  const output = await build({
    configFile: false,
    root: config?.root,
    mode: config?.mode,
    envDir: config?.envDir,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: entry,
        treeshake: { moduleSideEffects },
        output: { format: 'iife', codeSplitting: false },
        // The features' public entries name React components the boot script never keeps; their packages'
        // "use client" directives are noise here.
        onwarn: (warning, warn) => {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = results.flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || chunks[0] === undefined) throw new Error(`The boot script must build into one chunk, got ${chunks.length}.`);
  const code = chunks[0].code.trim();
  // Inside <script>…</script> the text may not close the element.
  if (/<\/script/i.test(code) || code.includes('<!--')) throw new Error('The boot script contains "</script" or "<!--".');
  return code;
}
