/** Small pure helpers for the generated demo SVGs (photos and avatars). */

/** Text placed in SVG must not be able to open tags or entities. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export type SvgAttributes = Record<string, string | number>;

/** One SVG element; attribute values are escaped, so data can never break out of the markup. */
export function svgElement(name: string, attributes: SvgAttributes, children?: string): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(typeof value === 'number' ? round(value) : value))}"`)
    .join('');
  return children === undefined ? `<${name}${attributeText}/>` : `<${name}${attributeText}>${children}</${name}>`;
}

/** FNV-1a: a stable 32-bit number from a string, so "random" picture choices repeat on every run. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic pseudo-random sequence (mulberry32) for scenery such as lit windows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour; used for shading the paint. */
export function shade(hexColor: string, amount: number): string {
  const value = Number.parseInt(hexColor.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const target = amount >= 0 ? 255 : 0;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Rounds coordinates so the SVG stays small. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
