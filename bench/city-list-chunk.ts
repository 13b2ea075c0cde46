import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Row 3d: the city picker's data chunk as built. */
export interface CityListChunk {
  /** Its path in the build folder (`assets/_virtual_carstr-city-list-<hash>.js`). */
  file: string;
  raw: number;
  /** Gzipped at the default level, as bench/stats.ts sizes scripts. */
  gzip: number;
}

/**
 * The build names the chunk of `virtual:carstr-city-list` (dev/cities/city-list-plugin.ts) after the module
 * (vite.config.ts keeps the names of build-time modules): `_virtual_carstr-city-list-<hash>.js`.
 */
const CITY_LIST_CHUNK = /^_virtual_carstr-city-list-[\w-]+\.js$/;

/** Issue 33: the city list chunk in the build at `outDir`, its size raw and gzipped; read from disk, no browser. */
export async function measureCityListChunk(outDir: string): Promise<CityListChunk> {
  const names = (await readdir(join(outDir, 'assets'))).filter((name) => CITY_LIST_CHUNK.test(name));
  const [name] = names;
  if (name === undefined || names.length > 1) throw new Error(`the build has ${names.length} city list chunks (assets/_virtual_carstr-city-list-*.js), not one`);
  const body = await readFile(join(outDir, 'assets', name));
  return { file: `assets/${name}`, raw: body.length, gzip: gzipSync(body).length };
}
