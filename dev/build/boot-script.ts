import { createHash } from 'node:crypto';

import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

import { contentSecurityPolicy } from '../csp';

/** Vite names worker bundles `<name>.worker-<hash>.js`. */
const VERIFY_WORKER = /(^|\/)verify\.worker-[\w-]+\.js$/;
const UNWRAP_WORKER = /(^|\/)unwrap\.worker-[\w-]+\.js$/;

export interface BootScriptOptions {
  /** The app's import aliases. */
  alias: Record<string, string>;
  /** The app build's tree-shaking rule (features' public.ts files are side-effect free). */
  moduleSideEffects: (id: string) => boolean;
  /** Chunks (by name) a listing link's page needs: the script tag names their files (`data-listing-chunks`). */
  listingChunks?: readonly string[];
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
        const listingFiles = Object.values(bundle ?? {}).flatMap((item) =>
          item.type === 'chunk' && options.listingChunks?.includes(item.name) ? [`${base}${item.fileName}`] : [],
        );
        const listing = listingFiles.length > 0 ? ` data-listing-chunks="${listingFiles.join(' ')}"` : '';
        const head = `\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />\n    <script data-verify-worker="${base}${worker}" data-unwrap-worker="${base}${unwrapWorker}"${listing}>${script}</script>`;
        return html.slice(0, at) + head + html.slice(at);
      },
    },
  };
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
