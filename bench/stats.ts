import { gzipSync } from 'node:zlib';

export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function describeTimes(values: readonly number[]): string {
  return `median ${ms(median(values))} (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}, runs: ${values.map((value) => value.toFixed(0)).join(', ')})`;
}

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

/** Each distinct script once, gzip-compressed at the default level (what a static host typically serves). */
export function scriptSizes(scripts: readonly { url: string; body: Buffer }[]): ScriptSize[] {
  const seen = new Map<string, ScriptSize>();
  for (const { url, body } of scripts) {
    if (!seen.has(url)) seen.set(url, { url, raw: body.length, gzip: gzipSync(body).length });
  }
  return [...seen.values()];
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
