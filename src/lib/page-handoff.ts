/**
 * State the inline boot script (src/boot-connect.ts) hands to the app bundle (docs/architecture.md §10): the
 * two are built separately, so each has its own copy of every module, and what they share lives in one global
 * of the page, under `key`, created by whichever side asks first.
 */
export function pageHandoff<T>(key: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & Record<string, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
