import { _splitEndoScalar } from '@noble/curves/abstract/weierstrass.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';

type Point = InstanceType<typeof secp256k1.Point>;

const { Point: CurvePoint } = secp256k1;
const { Fn, Fp } = CurvePoint;

/**
 * secp256k1's GLV endomorphism (SEC 2; the constants @noble/curves uses): (x, y) ↦ (β·x, y) is multiplication
 * by λ, and `BASIS` splits a scalar k into k1 + k2·λ with both halves under 2^128.
 */
const BETA = 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een;
const BASIS: [[bigint, bigint], [bigint, bigint]] = [
  [0x3086d221a7d46bcde86c90e49284eb15n, -0xe4437ed6010e88286f547fa90abfe4c3n],
  [0x114ca50f7a8e2f3f657c1108d9d44cfd8n, 0x3086d221a7d46bcde86c90e49284eb15n],
];

/** `scalar` as k1 + k2·λ (mod n), each half under 2^128 and given with its sign. */
export function splitScalar(scalar: bigint): { k1: bigint; k1neg: boolean; k2: bigint; k2neg: boolean } {
  return _splitEndoScalar(scalar, BASIS, Fn.ORDER);
}

/** λ·`point` (projective coordinates kept). */
export function endomorphism(point: Point): Point {
  return new CurvePoint(Fp.mul(point.X, BETA), point.Y, point.Z);
}
