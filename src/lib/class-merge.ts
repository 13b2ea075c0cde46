/**
 * Tailwind class merging for `cn()`: when two utilities set the same CSS property under the same variants,
 * the later one wins and the earlier one is dropped, so a component's `className` prop can override its
 * defaults (`<Button className="h-8">` over the button's `h-9`). Tailwind decides such conflicts by stylesheet
 * order, not by class order, so without this the override would silently lose.
 *
 * This is a small rule table for the utilities this app uses, not a general Tailwind parser: it replaced the
 * `tailwind-merge` package (8 kB gzipped on the home route, docs/architecture.md §14). `class-merge.test.ts`
 * checks it gives the same answer as `tailwind-merge` for every pair of classes written in `src/`, so a class
 * the table does not know fails the test instead of misbehaving. Unknown classes are always kept.
 */

/** [pattern for the utility without variants, its group]. First match wins. */
const GROUP_RULES: readonly (readonly [RegExp, string])[] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^-?(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-/, '$1'],
  [/^-?space-(x|y)-/, 'space-$1'],
  [/^gap-(x|y)-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, '$1'],
  [/^-?(inset-x|inset-y|inset|top|right|bottom|left|start|end)-/, '$1'],
  [/^-?translate-(x|y)-/, 'translate-$1'],
  [/^-?(z|order|opacity|basis|aspect|line-clamp|duration|ease|delay|animate|cursor|accent|caret|tracking|leading|origin|appearance)-/, '$1'],
  [/^-?rotate-/, 'rotate'],
  [/^-?scale-/, 'scale'],
  [/^-?scroll-(m[xytrblse]?)-/, 'scroll-$1'],
  [/^touch-/, 'touch'],
  [/^overscroll-(x|y)-/, 'overscroll-$1'],
  [/^overscroll-/, 'overscroll'],
  [/^(filter|filter-none)$/, 'filter'],
  [/^(normal-nums|tabular-nums|proportional-nums)$/, 'numeric-spacing'],
  [/^(flex-1|flex-auto|flex-none|flex-initial)$/, 'flex'],
  [/^flex-(row|col|row-reverse|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^grow(-|$)/, 'grow'],
  [/^shrink(-|$)/, 'shrink'],
  [/^(grid-cols|grid-rows|col-span|col-start|col-end|row-span|row-start|row-end)-/, '$1'],
  [/^items-/, 'items'],
  [/^justify-(items|self)-/, 'justify-$1'],
  [/^justify-/, 'justify'],
  [/^(self|content|place-items|place-content|place-self)-/, '$1'],
  [/^text-(xs|sm|base|lg|xl|[2-9]xl)(\/|$)/, 'font-size'],
  [/^text-\[(\d[\d.]*(px|rem|em|%)|length:[^\]]+)\]$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'word-break'],
  [/^(bg-gradient-to-|bg-linear-|bg-none$)/, 'bg-image'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^divide-(x|y)(-\d+)?$/, 'divide-w-$1'],
  [/^divide-(solid|dashed|dotted|double|none)$/, 'divide-style'],
  [/^divide-/, 'divide-color'],
  [/^(fill|stroke)-/, '$1'],
  [/^border(-\d+|-\[\d[^\]]*\])?$/, 'border-w'],
  [/^border-(x|y|t|r|b|l|s|e)(-\d+)?$/, 'border-w-$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-spacing-/, 'border-spacing'],
  [/^border-/, 'border-color'],
  [/^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[[^\]]*\]))?$/, 'rounded'],
  [/^rounded-(t|r|b|l|tl|tr|br|bl|s|e)(-|$)/, 'rounded-$1'],
  [/^shadow(-(none|inner|xs|sm|md|lg|xl|2xl))?$/, 'shadow'],
  [/^@container(\/.*)?$/, 'container-type'],
  [/^transform(-(cpu|gpu|none))?$/, 'transform'],
  // An arbitrary shadow (`shadow-[0_-2px_8px_…]`: offsets first) is a shadow, as tailwind-merge reads it, not a colour.
  [/^shadow-\[(inset_)?-?(\d*\.?\d+[a-z]+|0)_-?(\d*\.?\d+[a-z]+|0)/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^overflow-(x|y)-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^pointer-events-/, 'pointer-events'],
  [/^select-/, 'select'],
  [/^resize(-|$)/, 'resize'],
  [/^list-(inside|outside)$/, 'list-position'],
  [/^list-/, 'list-type'],
  [/^align-/, 'vertical-align'],
  [/^transition(-|$)/, 'transition'],
  [/^backdrop-blur(-|$)/, 'backdrop-blur'],
  [/^blur(-|$)/, 'blur'],
  [/^content-\[/, 'content'],
  [/^\[([a-z-]+):/, 'arbitrary-$1'],
];

/** A group that sets, among others, the properties of these groups: a later `p-2` removes an earlier `px-4`. */
const OVERRIDES: Readonly<Record<string, readonly string[]>> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  'font-size': ['leading'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l', 'border-w-s', 'border-w-e'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl', 'rounded-s', 'rounded-e'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
};

function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of GROUP_RULES) {
    const match = pattern.exec(utility);
    if (match) return group.replace('$1', match[1] ?? '');
  }
  return undefined;
}

/** Splits `md:hover:!px-2` into its variants (`hover:md:`, sorted so their order does not matter) and `px-2`. */
function splitVariants(className: string): { variants: string; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  return { variants: sortVariants(variants).join(':') + important, utility };
}

/** Plain variants commute (`hover:focus:` = `focus:hover:`); arbitrary ones (`[&_svg]:`) keep their place. */
function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      sorted.push(...run.toSorted(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.toSorted()];
}

/**
 * Merged lists by their input: a screen asks for the same few hundred lists over and over (every card the
 * same), and the first render of a page of cards spent ~5 % of its time here. Bounded: cleared when full.
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 1_000;

/** Keeps, for each group under each set of variants, only the last class; keeps unknown classes as they are. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = mergeUncached(classList);
    if (merged.size >= MERGED_LIMIT) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function mergeUncached(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const className = classes[i];
    if (!className) continue;
    const { variants, utility } = splitVariants(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(`${variants}|${overridden}`);
    kept.push(className);
  }
  return kept.toReversed().join(' ');
}
