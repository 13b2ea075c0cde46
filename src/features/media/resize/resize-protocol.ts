/** Messages between the page and the photo worker (docs/architecture.md §19); its sizes are in @/config/photo-sizes. */

export interface ResizeRequest {
  id: number;
  file: Blob;
  /** Also make a middle size, a thumbnail and a blurhash (listing photos; a profile picture needs none). */
  thumbnail: boolean;
}

export interface EncodedImage {
  blob: Blob;
  type: string;
  width: number;
  height: number;
  sha256: string;
}

export interface ResizedPhoto {
  full: EncodedImage;
  medium?: EncodedImage;
  thumb?: EncodedImage;
  blurhash?: string;
}

export type ResizeResponse = { id: number; ok: true; photo: ResizedPhoto } | { id: number; ok: false; reason: 'undecodable' | 'failed'; message: string };

/** Width and height scaled so the long edge is at most `longEdge`, never enlarged, at least 1 px. */
export function fitWithin(width: number, height: number, longEdge: number): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
