import type { Plugin, Rolldown } from 'vite';

/** What inlineStylesheet reads of the build's output files. */
type Bundle = Record<string, Pick<Rolldown.OutputAsset, 'type' | 'source'> | Pick<Rolldown.OutputChunk, 'type'>>;

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * `html` with each `<link rel="stylesheet">` to a file of `bundle` replaced by a `<style>` holding the file,
 * and the names of the files inlined. Throws when a file is not in the bundle or could end the element early.
 */
export function inlineStylesheet(html: string, bundle: Bundle, base: string): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const result = html.replaceAll(STYLESHEET_LINK, (_link, href: string) => {
    const fileName = href.startsWith(base) ? href.slice(base.length) : href;
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') throw new Error(`The stylesheet ${href} is not in the build.`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (/<\/style/i.test(css)) throw new Error(`The stylesheet ${href} contains "</style": it cannot be inlined.`);
    inlined.push(fileName);
    return `<style>${css}</style>`;
  });
  return { html: result, inlined };
}

/**
 * The app's stylesheet goes into index.html (docs/architecture.md §10): one stylesheet for the whole app
 * (`build.cssCodeSplit: false`, so no lazy chunk asks for it), ~13 kB gzipped. A linked one cost a round trip
 * before the first paint, and its arrival (first style and layout of the whole static shell, ~40 ms on a
 * slow core) fell just when the relay socket opened and the boot REQ was due. Inline, the page lays out as
 * soon as its HTML is parsed, before the relay answers. The file is not written.
 */
export function inlineStylesheetPlugin(): Plugin {
  let base = '/';
  return {
    name: 'carstr-inline-stylesheet',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (bundle === undefined) return html;
        const { html: result, inlined } = inlineStylesheet(html, bundle, base);
        for (const fileName of inlined) delete bundle[fileName];
        return result;
      },
    },
  };
}
