import type { BODY_TYPES } from '../../src/config/car-options';

export type BodyType = (typeof BODY_TYPES)[number];

/**
 * Side-view proportions of each body type, in a car-local frame: x from the front bumper (0) to the
 * rear (`length`), heights in pixels above the ground. The silhouette is drawn through these points,
 * so changing a number here reshapes every picture of that body type.
 */
export interface BodyShape {
  length: number;
  wheelRadius: number;
  frontWheelX: number;
  rearWheelX: number;
  /** Lower edge of the body. */
  sill: number;
  /** Top of the front bumper / nose. */
  nose: number;
  /** Beltline: where the hood meets the windshield. */
  hood: number;
  windshieldBaseX: number;
  roofFrontX: number;
  roofRearX: number;
  roof: number;
  /** Where the rear glass (or the cab's back) meets the rear deck, bed rail or tailgate. */
  rearGlassBaseX: number;
  deck: number;
  /** Height of the rear end's top corner. */
  tail: number;
  /** Convertibles: no roof, just a windshield and a headrest. */
  openTop?: boolean;
}

const SEDAN: BodyShape = {
  length: 900, wheelRadius: 62, frontWheelX: 165, rearWheelX: 710, sill: 48, nose: 140, hood: 175,
  windshieldBaseX: 290, roofFrontX: 400, roofRearX: 600, roof: 285, rearGlassBaseX: 735, deck: 185, tail: 180,
};

export const BODY_SHAPES: Record<BodyType, BodyShape> = {
  Sedan: SEDAN,
  Coupe: {
    ...SEDAN, length: 860, rearWheelX: 680, nose: 125, hood: 160, windshieldBaseX: 300, roofFrontX: 420,
    roofRearX: 540, roof: 255, rearGlassBaseX: 760, deck: 165, tail: 165,
  },
  Convertible: {
    ...SEDAN, length: 850, rearWheelX: 675, nose: 125, hood: 160, windshieldBaseX: 330, roofFrontX: 410,
    roofRearX: 418, roof: 228, rearGlassBaseX: 450, deck: 168, tail: 168, openTop: true,
  },
  Hatchback: {
    ...SEDAN, length: 780, frontWheelX: 150, rearWheelX: 630, hood: 180, windshieldBaseX: 270, roofFrontX: 380,
    roofRearX: 640, roof: 290, rearGlassBaseX: 745, deck: 200, tail: 205,
  },
  Wagon: {
    ...SEDAN, length: 930, rearWheelX: 730, roofRearX: 820, roof: 290, rearGlassBaseX: 895, deck: 215, tail: 215,
  },
  SUV: {
    length: 920, wheelRadius: 74, frontWheelX: 175, rearWheelX: 735, sill: 72, nose: 185, hood: 220,
    windshieldBaseX: 290, roofFrontX: 390, roofRearX: 850, roof: 350, rearGlassBaseX: 890, deck: 250, tail: 245,
  },
  Truck: {
    length: 1000, wheelRadius: 76, frontWheelX: 180, rearWheelX: 800, sill: 78, nose: 190, hood: 225,
    windshieldBaseX: 300, roofFrontX: 390, roofRearX: 540, roof: 360, rearGlassBaseX: 550, deck: 228, tail: 228,
  },
  Van: {
    length: 940, wheelRadius: 66, frontWheelX: 150, rearWheelX: 770, sill: 56, nose: 150, hood: 205,
    windshieldBaseX: 150, roofFrontX: 290, roofRearX: 895, roof: 380, rearGlassBaseX: 912, deck: 235, tail: 230,
  },
};

/** x on the line from (x1, h1) to (x2, h2) at height `height`, clamped to the segment. */
function xAtHeight(x1: number, h1: number, x2: number, h2: number, height: number): number {
  if (h1 === h2) return x1;
  const t = Math.min(1, Math.max(0, (height - h1) / (h2 - h1)));
  return x1 + (x2 - x1) * t;
}

/** Outline points of the body (front-bottom clockwise), as [x, height] pairs. */
export function bodyOutline(shape: BodyShape): [number, number][] {
  return [
    [0, shape.sill],
    [0, shape.nose - 24],
    [28, shape.nose],
    [shape.windshieldBaseX, shape.hood],
    [shape.roofFrontX, shape.roof],
    [shape.roofRearX, shape.roof],
    [shape.rearGlassBaseX, shape.deck],
    [shape.length - 24, shape.tail],
    [shape.length, shape.tail - 24],
    [shape.length, shape.sill],
  ];
}

/** Side glass inside the greenhouse: from just above the beltline up to just under the roof. */
export function windowOutline(shape: BodyShape): [number, number][] {
  const belt = shape.hood + 8;
  const top = shape.roof - 12;
  const front = xAtHeight(shape.windshieldBaseX, shape.hood, shape.roofFrontX, shape.roof, belt) + 14;
  const frontTop = xAtHeight(shape.windshieldBaseX, shape.hood, shape.roofFrontX, shape.roof, top) + 10;
  const rear = xAtHeight(shape.roofRearX, shape.roof, shape.rearGlassBaseX, shape.deck, belt) - 14;
  const rearTop = xAtHeight(shape.roofRearX, shape.roof, shape.rearGlassBaseX, shape.deck, top) - 10;
  return [
    [front, belt],
    [frontTop, top],
    [rearTop, top],
    [rear, belt],
  ];
}
