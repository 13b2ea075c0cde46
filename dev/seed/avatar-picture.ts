import { escapeXml, shade, stableHash, svgElement } from './svg-helpers';

/**
 * Demo profile pictures: a soft gradient square (clients crop it round), a stylised head and shoulders
 * and the person's initials. Pure SVG, no script, no external reference.
 */

export interface AvatarInput {
  /** Shown large in the picture, e.g. "MK". */
  initials: string;
  /** Background colour as #rrggbb. */
  color: string;
  /** Varies the ring pattern between people. */
  seed: string;
}

const SIZE = 400;

export function renderAvatarPicture(input: AvatarInput): string {
  const hash = stableHash(input.seed);
  const rings = Array.from({ length: 3 }, (_, index) =>
    svgElement('circle', {
      cx: (hash >> 3) % SIZE,
      cy: (hash >> 9) % 120,
      r: 120 + index * 60 + (hash % 25),
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 10,
      opacity: 0.08 + index * 0.04,
    }),
  ).join('');
  const stops =
    svgElement('stop', { offset: 0, 'stop-color': shade(input.color, 0.25) }) +
    svgElement('stop', { offset: 1, 'stop-color': shade(input.color, -0.25) });
  const figure = shade(input.color, 0.55);
  const initials = svgElement(
    'text',
    {
      x: 200,
      y: 352,
      'font-family': 'Helvetica, Arial, sans-serif',
      'font-size': 64,
      'font-weight': 700,
      fill: shade(input.color, -0.45),
      'text-anchor': 'middle',
    },
    escapeXml(input.initials.slice(0, 3).toUpperCase()),
  );
  return svgElement(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${SIZE} ${SIZE}`, width: SIZE, height: SIZE },
    svgElement('defs', {}, svgElement('linearGradient', { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 }, stops)) +
      svgElement('rect', { width: SIZE, height: SIZE, fill: 'url(#bg)' }) +
      rings +
      svgElement('circle', { cx: 200, cy: 165, r: 78, fill: figure }) +
      svgElement('path', { d: 'M60 400 Q60 270 200 260 Q340 270 340 400 Z', fill: figure }) +
      initials,
  );
}
