/** A namespace import or `export * as`: every name of the target. */
export const ALL = '*';

export interface ImportStatement {
  specifier: string;
  /** Names taken from the target ('default', or ALL for a namespace). */
  names: Set<string>;
  /** `export … from`: exported name → the target's name. Undefined for a plain import. */
  reexports?: Map<string, string>;
  /** `export * from`. */
  star?: boolean;
}

export interface ParsedModule {
  statements: ImportStatement[];
  /** Local names bound by imports: local → [specifier, imported name]. */
  importedLocals: Map<string, [string, string]>;
  /** Names exported as a local (`export { a as b }` without `from`, `export function`, `export default`). */
  localExports: Map<string, string>;
}

const STATEMENT = /(?:^|[;\n}])\s*(import|export)\s+([^;'"`]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n}])\s*import\s*['"]([^'"]+)['"]/g;
const LOCAL_EXPORT_LIST = /(?:^|[;\n}])\s*export\s*\{([^}]*)\}\s*(?!\s*from)(?=;|\n|$)/g;
const LOCAL_EXPORT_DECLARATION = /(?:^|[;\n}])\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/g;

/** `a, type B, c as d` → [[a, a], [c, d]] (type-only names skipped). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !part.startsWith('type '))
    .map((part) => {
      const [name = '', alias] = part.split(/\s+as\s+/);
      return [name.trim(), (alias ?? name).trim()];
    });
}

/**
 * The import and export statements of one module's source, read with regular expressions (enough for this
 * repository's own TypeScript and the packages' published ESM; home-chunks.ts takes a whole module where a
 * statement cannot be read): what each statement takes from which specifier, the locals imports bind, and
 * the names the module exports as its own.
 */
export function parseModule(code: string): ParsedModule {
  const statements: ImportStatement[] = [];
  const importedLocals = new Map<string, [string, string]>();
  const localExports = new Map<string, string>();
  for (const match of code.matchAll(STATEMENT)) {
    const bare = match[4];
    if (bare !== undefined) {
      statements.push({ specifier: bare, names: new Set() });
      continue;
    }
    const [, keyword, clause = '', specifier = ''] = match;
    if (clause.startsWith('type ') || clause === 'type') continue;
    if (keyword === 'export') {
      if (clause === '*') statements.push({ specifier, names: new Set(), reexports: new Map(), star: true });
      else if (clause.startsWith('*')) {
        const alias = clause.replace(/^\*\s+as\s+/, '').trim();
        statements.push({ specifier, names: new Set([ALL]), reexports: new Map([[alias, ALL]]) });
      } else {
        const pairs = specifiers(clause.replace(/^\{|\}$/g, ''));
        statements.push({ specifier, names: new Set(pairs.map(([name]) => name)), reexports: new Map(pairs.map(([name, alias]) => [alias, name])) });
      }
      continue;
    }
    const names = new Set<string>();
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const [name, local] of specifiers(braces?.[1] ?? '')) {
      names.add(name);
      importedLocals.set(local, [specifier, name]);
    }
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    const namespace = /\*\s+as\s+([\w$]+)/.exec(outside);
    if (namespace?.[1]) {
      names.add(ALL);
      importedLocals.set(namespace[1], [specifier, ALL]);
    } else if (/^[\w$]+$/.test(outside)) {
      names.add('default');
      importedLocals.set(outside, [specifier, 'default']);
    }
    statements.push({ specifier, names });
  }
  for (const match of code.matchAll(LOCAL_EXPORT_LIST)) {
    for (const [local, exported] of specifiers(match[1] ?? '')) localExports.set(exported, local);
  }
  for (const match of code.matchAll(LOCAL_EXPORT_DECLARATION)) if (match[1]) localExports.set(match[1], match[1]);
  if (/(?:^|[;\n}])\s*export\s+default\b/.test(code)) localExports.set('default', 'default');
  return { statements, importedLocals, localExports };
}
