/** URLs that would run or render a document when followed or loaded. */
// oxlint-disable-next-line no-control-regex -- browsers skip control characters inside a scheme (`java\tscript:`)
const SCRIPT_SCHEME = /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|data|vbscript|file)\s*:/i;

/** Elements no page of the app renders anywhere. */
const FOREIGN_ELEMENTS = ['script', 'iframe', 'frame', 'object', 'embed', 'base'];

/** Elements the app renders elsewhere (icons, styles) but never inside text a stranger wrote. */
const FOREIGN_IN_TEXT = [...FOREIGN_ELEMENTS, 'style', 'math', 'svg', 'details'];

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'srcdoc'];

/**
 * What only an injection could have put into the page (the browser suite's `injectedMarkup`, in happy-dom):
 * frames, plugins and scripts anywhere, inline event handlers, script-capable URLs in URL attributes, and any
 * element at all that markup can make (svg, style, details…) inside `textScopes`, the selector of the elements
 * that show a stranger's text (docs/architecture.md §7 Trust: identity and untrusted data).
 */
export function injectedMarkup(root: ParentNode, textScopes: string): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (FOREIGN_IN_TEXT.includes(tag) && element.closest(textScopes)) problems.push(`<${tag}> in a stranger's text`);
    if (FOREIGN_ELEMENTS.includes(tag)) problems.push(`<${tag}> element`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`<${tag} ${name}>`);
      if (URL_ATTRIBUTES.includes(name) && SCRIPT_SCHEME.test(attribute.value)) problems.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
    }
  }
  return problems;
}
