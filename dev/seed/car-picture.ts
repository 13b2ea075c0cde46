import { BODY_SHAPES, bodyOutline, windowOutline, type BodyShape, type BodyType } from './car-body-shapes';
import { CANVAS_HEIGHT, CANVAS_WIDTH, GROUND_Y, renderScene, SCENE_NAMES } from './scene-backgrounds';
import { escapeXml, round, shade, stableHash, svgElement } from './svg-helpers';

/**
 * Demo listing photos drawn as SVG: a car of the listing's body type and paint, from a different angle
 * and on a different backdrop per photo, captioned with year, make and model. Generated locally so
 * `npm start` needs no internet; no script, no external reference, a few kilobytes each.
 */

export interface CarPictureInput {
  make: string;
  model: string;
  year: number;
  bodyType: BodyType;
  /** Paint colour as #rrggbb. */
  paint: string;
  /** 0-based; photo 0 is the listing's main picture and always the plain side view. */
  photoIndex: number;
  photoCount: number;
  /** Varies the backdrop between listings (the listing's key). */
  seed: string;
}

export const CAR_ANGLES = ['side', 'three-quarter', 'front', 'rear', 'side-mirrored', 'detail'] as const;
export type CarAngle = (typeof CAR_ANGLES)[number];

const GLASS = '#2b3a4a';
const TIRE = '#1c1d20';
const HEADLIGHT = '#fff4c2';
const TAILLIGHT = '#c81d25';
/** Side views are scaled so every body type fills the same width of the frame. */
const SIDE_VIEW_WIDTH = 880;

/** Car-local [x, height above ground] pairs as SVG points (SVG's y grows downwards). */
function points(outline: [number, number][]): string {
  return outline.map(([x, height]) => `${round(x)},${round(-height)}`).join(' ');
}

function shadow(cx: number, rx: number): string {
  return svgElement('ellipse', { cx, cy: 4, rx, ry: 16, fill: '#000', opacity: 0.25 });
}

function wheel(x: number, radius: number): string {
  const cy = -radius;
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 2 * Math.PI) / 5;
    return `M${x} ${cy} l${round(Math.cos(angle) * radius * 0.58)} ${round(Math.sin(angle) * radius * 0.58)}`;
  }).join(' ');
  return (
    svgElement('circle', { cx: x, cy, r: radius + 10, fill: '#111214' }) +
    svgElement('circle', { cx: x, cy, r: radius, fill: TIRE }) +
    svgElement('circle', { cx: x, cy, r: radius * 0.62, fill: '#c3c8cf' }) +
    svgElement('path', { d: spokes, stroke: '#8c939c', 'stroke-width': 7 }) +
    svgElement('circle', { cx: x, cy, r: radius * 0.16, fill: '#6b7078' })
  );
}

/** The car seen from its left side, front at x = 0, standing on y = 0. */
function sideView(shape: BodyShape, paint: string): string {
  const glass = windowOutline(shape);
  const frontX = glass[0]?.[0] ?? shape.windshieldBaseX;
  const frontTopX = glass[1]?.[0] ?? shape.roofFrontX;
  const rearTopX = glass[2]?.[0] ?? shape.roofRearX;
  const pillarX = round((frontTopX + rearTopX) / 2);
  const doorTop = -(shape.hood - 6);
  const trim = shade(paint, -0.35);
  const cockpit = shape.openTop
    ? svgElement('rect', { x: rearTopX + 30, y: -(shape.hood + 58), width: 24, height: 54, rx: 10, fill: '#2a2a2a' })
    : svgElement('rect', {
        x: pillarX - 7,
        y: -(shape.roof - 10),
        width: 14,
        height: shape.roof - shape.hood - 14,
        fill: trim,
      });
  return [
    shadow(shape.length / 2, shape.length * 0.55),
    // A thick round-joined stroke in the paint colour softens the polygon's corners into a car body.
    svgElement('polygon', {
      points: points(bodyOutline(shape)),
      fill: paint,
      stroke: paint,
      'stroke-width': 18,
      'stroke-linejoin': 'round',
    }),
    svgElement('rect', {
      x: 24,
      y: -(shape.sill + 26),
      width: shape.length - 48,
      height: 26,
      fill: shade(paint, -0.3),
    }),
    svgElement('path', {
      d: `M36 ${-(shape.hood - 24)} L${shape.length - 36} ${-(shape.tail - 24)}`,
      stroke: shade(paint, 0.4),
      'stroke-width': 6,
      opacity: 0.6,
    }),
    svgElement('polygon', { points: points(glass), fill: GLASS }),
    // A faint diagonal reflection on the glass.
    svgElement('path', {
      d: `M${round(frontX + 20)} ${-(shape.hood + 14)} l60 -60 l30 0 l-60 60 Z`,
      fill: '#fff',
      opacity: 0.18,
    }),
    svgElement('path', {
      d: `M${pillarX} ${doorTop} V${-(shape.sill + 30)} M${round(frontX - 12)} ${doorTop} V${-(shape.sill + 30)}`,
      stroke: trim,
      'stroke-width': 3,
    }),
    svgElement('rect', { x: pillarX - 60, y: doorTop + 18, width: 34, height: 8, rx: 4, fill: trim }),
    svgElement('ellipse', { cx: 22, cy: -(shape.nose - 22), rx: 22, ry: 12, fill: HEADLIGHT }),
    svgElement('rect', { x: shape.length - 16, y: -(shape.tail - 8), width: 14, height: 30, rx: 4, fill: TAILLIGHT }),
    // The door mirror.
    svgElement('path', {
      d: `M${shape.windshieldBaseX + 18} ${-(shape.hood + 4)} l-26 -22 l-10 22 Z`,
      fill: shade(paint, -0.2),
    }),
    cockpit,
    wheel(shape.frontWheelX, shape.wheelRadius),
    wheel(shape.rearWheelX, shape.wheelRadius),
  ].join('');
}

/** The car seen from the front or the back, centred on x = 0, standing on y = 0. */
function endView(shape: BodyShape, bodyType: BodyType, paint: string, end: 'front' | 'rear'): string {
  const width = ['SUV', 'Truck', 'Van'].includes(bodyType) ? 600 : 560;
  const half = width / 2;
  const roof = shape.openTop ? shape.hood + 70 : shape.roof;
  const tireHeight = shape.wheelRadius * 1.1;
  const lamp = end === 'front' ? HEADLIGHT : TAILLIGHT;
  const mirrorColor = shade(paint, -0.2);
  const greenhouse: [number, number][] = [
    [-half * 0.82, shape.hood],
    [-half * 0.62, roof],
    [half * 0.62, roof],
    [half * 0.82, shape.hood],
  ];
  const glass: [number, number][] = [
    [-half * 0.74, shape.hood + 10],
    [-half * 0.56, roof - 12],
    [half * 0.56, roof - 12],
    [half * 0.74, shape.hood + 10],
  ];
  const centrePiece =
    end === 'front'
      ? svgElement('rect', { x: -110, y: -(shape.hood - 30), width: 220, height: 56, rx: 12, fill: '#1f2226' })
      : svgElement('circle', { cx: 0, cy: -(shape.hood - 40), r: 16, fill: shade(paint, 0.5) });
  return [
    shadow(0, half + 40),
    svgElement('rect', { x: -half + 20, y: -tireHeight, width: 80, height: tireHeight, rx: 12, fill: TIRE }),
    svgElement('rect', { x: half - 100, y: -tireHeight, width: 80, height: tireHeight, rx: 12, fill: TIRE }),
    shape.openTop
      ? ''
      : svgElement('polygon', {
          points: points(greenhouse),
          fill: paint,
          stroke: paint,
          'stroke-width': 14,
          'stroke-linejoin': 'round',
        }),
    svgElement('polygon', { points: points(glass), fill: GLASS }),
    svgElement('rect', { x: -half, y: -shape.hood, width, height: shape.hood - shape.sill, rx: 34, fill: paint }),
    svgElement('rect', { x: -half, y: -(shape.sill + 30), width, height: 30, rx: 12, fill: shade(paint, -0.3) }),
    svgElement('rect', { x: -half + 22, y: -(shape.hood - 26), width: 96, height: 30, rx: 10, fill: lamp }),
    svgElement('rect', { x: half - 118, y: -(shape.hood - 26), width: 96, height: 30, rx: 10, fill: lamp }),
    centrePiece,
    // The number plate.
    svgElement('rect', {
      x: -62,
      y: -(shape.sill + 78),
      width: 124,
      height: 32,
      rx: 4,
      fill: '#f4f4f4',
      stroke: '#333',
      'stroke-width': 2,
    }),
    svgElement('rect', { x: -half - 34, y: -(shape.hood + 30), width: 40, height: 24, rx: 6, fill: mirrorColor }),
    svgElement('rect', { x: half - 6, y: -(shape.hood + 30), width: 40, height: 24, rx: 6, fill: mirrorColor }),
  ].join('');
}

/** Where and how the car sits in the 1200×800 frame for each camera angle. */
function cameraTransform(shape: BodyShape, angle: CarAngle): string {
  const scale = round(SIDE_VIEW_WIDTH / shape.length);
  const left = (CANVAS_WIDTH - SIDE_VIEW_WIDTH) / 2;
  switch (angle) {
    case 'side':
      return `translate(${left} ${GROUND_Y}) scale(${scale})`;
    case 'side-mirrored':
      return `translate(${left + SIDE_VIEW_WIDTH} ${GROUND_Y}) scale(${-scale} ${scale})`;
    case 'three-quarter':
      return `translate(${left + 40} ${GROUND_Y + 30}) skewY(-6) scale(${round(scale * 0.9)} ${scale})`;
    case 'detail':
      return `translate(600 ${GROUND_Y + 60}) scale(2.2) translate(${-shape.frontWheelX - 60} 0)`;
    case 'front':
    case 'rear':
      return `translate(600 ${GROUND_Y}) scale(1.1)`;
  }
}

export function carAngleFor(photoIndex: number): CarAngle {
  return CAR_ANGLES[photoIndex % CAR_ANGLES.length] ?? 'side';
}

export function renderCarPicture(input: CarPictureInput): string {
  const shape = BODY_SHAPES[input.bodyType];
  const angle = carAngleFor(input.photoIndex);
  const car =
    angle === 'front' || angle === 'rear'
      ? endView(shape, input.bodyType, input.paint, angle)
      : sideView(shape, input.paint);
  const sceneName = SCENE_NAMES[(stableHash(input.seed) + input.photoIndex) % SCENE_NAMES.length] ?? 'showroom';
  const caption = `${input.year} ${input.make} ${input.model}`;
  const captionBar =
    svgElement('rect', { y: 712, width: CANVAS_WIDTH, height: 88, fill: '#000', opacity: 0.55 }) +
    svgElement(
      'g',
      { 'font-family': 'Helvetica, Arial, sans-serif' },
      svgElement('text', { x: 40, y: 770, 'font-size': 40, 'font-weight': 700, fill: '#fff' }, escapeXml(caption)) +
        svgElement(
          'text',
          { x: 1160, y: 768, 'font-size': 24, fill: '#e5e7eb', 'text-anchor': 'end' },
          escapeXml(`Photo ${input.photoIndex + 1} of ${input.photoCount}`),
        ),
    );
  return svgElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}`,
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
    },
    svgElement('title', {}, escapeXml(caption)) +
      renderScene(sceneName, stableHash(`${input.seed}:${input.photoIndex}`)) +
      svgElement('g', { transform: cameraTransform(shape, angle) }, car) +
      captionBar,
  );
}
