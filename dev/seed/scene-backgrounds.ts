import { seededRandom, svgElement } from './svg-helpers';

/**
 * Backdrops for the demo car photos, 1200×800, each with the road or floor line at {@link GROUND_Y}.
 * Gradients use ids local to the document (`url(#…)`), never anything outside it.
 */

export const CANVAS_WIDTH = 1200;
export const CANVAS_HEIGHT = 800;
export const GROUND_Y = 640;

export const SCENE_NAMES = ['showroom', 'sunset', 'mountains', 'city-night', 'desert', 'coast'] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

function sky(top: string, bottom: string): string {
  const stops =
    svgElement('stop', { offset: 0, 'stop-color': top }) + svgElement('stop', { offset: 1, 'stop-color': bottom });
  const gradient = svgElement('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 }, stops);
  const fill = svgElement('rect', { width: CANVAS_WIDTH, height: CANVAS_HEIGHT, fill: 'url(#sky)' });
  return svgElement('defs', {}, gradient) + fill;
}

/** Floor or road, starting a little above the wheels' contact line so cars stand on it in perspective. */
function ground(color: string): string {
  const top = GROUND_Y - 40;
  return svgElement('rect', { y: top, width: CANVAS_WIDTH, height: CANVAS_HEIGHT - top, fill: color });
}

function showroom(): string {
  const spotlights = [250, 600, 950]
    .map((cx) => svgElement('ellipse', { cx, cy: 90, rx: 150, ry: 40, fill: '#ffffff', opacity: 0.35 }))
    .join('');
  const skirting = svgElement('rect', { y: GROUND_Y - 40, width: CANVAS_WIDTH, height: 6, fill: '#8d949e' });
  return sky('#f1f3f5', '#c9ced6') + spotlights + ground('#aeb5bf') + skirting;
}

function sunset(): string {
  const laneMarks = Array.from({ length: 8 }, (_, index) =>
    svgElement('rect', { x: index * 160 + 20, y: GROUND_Y + 70, width: 90, height: 10, fill: '#f4d35e' }),
  ).join('');
  const sun = svgElement('circle', { cx: 930, cy: 470, r: 95, fill: '#ffd27d' });
  return sky('#6a3d9a', '#ff9a5a') + sun + ground('#2b2b33') + laneMarks;
}

function mountains(): string {
  const range = 'M0 600 L230 330 L420 520 L640 280 L880 540 L1050 380 L1200 500 L1200 600 Z';
  const snowCaps = ['M560 370 L640 280 L720 370 L680 350 L640 380 L600 350 Z', 'M170 400 L230 330 L290 400 L250 385 Z'];
  return (
    sky('#7fbfff', '#e6f4ff') +
    svgElement('path', { d: range, fill: '#58728c' }) +
    snowCaps.map((d) => svgElement('path', { d, fill: '#ffffff' })).join('') +
    ground('#6fae5a')
  );
}

function cityNight(seed: number): string {
  const random = seededRandom(seed);
  const buildings: string[] = [];
  for (let x = 0; x < CANVAS_WIDTH; x += 110) {
    const height = 180 + Math.floor(random() * 260);
    const top = GROUND_Y - 40 - height;
    buildings.push(svgElement('rect', { x, y: top, width: 96, height, fill: '#1a2340' }));
    for (let windowIndex = 0; windowIndex < 5; windowIndex += 1) {
      const windowX = x + 12 + Math.floor(random() * 4) * 20;
      const windowY = top + 20 + Math.floor(random() * (height / 30)) * 26;
      buildings.push(svgElement('rect', { x: windowX, y: windowY, width: 12, height: 14, fill: '#ffd866' }));
    }
  }
  const moon = svgElement('circle', { cx: 1050, cy: 110, r: 38, fill: '#f5f3ce' });
  return sky('#050b1f', '#27385f') + moon + buildings.join('') + ground('#30323a');
}

function desert(): string {
  const dunes = svgElement('path', { d: 'M0 560 Q300 470 600 540 T1200 520 L1200 620 L0 620 Z', fill: '#d9a66b' });
  const sun = svgElement('circle', { cx: 220, cy: 200, r: 70, fill: '#fff2c6' });
  return sky('#f3b76b', '#fbeed7') + dunes + sun + ground('#e6bf86');
}

function coast(): string {
  const sea = svgElement('rect', { y: 470, width: CANVAS_WIDTH, height: 140, fill: '#2f7fb5' });
  const waves = [520, 555, 585]
    .map((y, index) =>
      svgElement('path', {
        d: `M${index * 90} ${y} q60 -14 120 0 t120 0 t120 0 t120 0`,
        stroke: '#bfe3f7',
        'stroke-width': 4,
        fill: 'none',
      }),
    )
    .join('');
  return sky('#8fd0ff', '#e8f7ff') + sea + waves + ground('#f1d9a6');
}

export function renderScene(name: SceneName, seed: number): string {
  switch (name) {
    case 'showroom':
      return showroom();
    case 'sunset':
      return sunset();
    case 'mountains':
      return mountains();
    case 'city-night':
      return cityNight(seed);
    case 'desert':
      return desert();
    case 'coast':
      return coast();
  }
}
