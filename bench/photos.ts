import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';

import { renderCarPicture } from '../dev/seed/car-picture';
import { PhotoStudio } from '../dev/seed/photo-studio';
import { median } from './stats';

/** Issue 17's figures: what the home's first screen downloads in photos, and the upload pipeline's cost. */
export interface PhotoResults {
  home: { imageBytes: number; images: number; cls: number };
  resize: {
    originalBytes: number;
    fullBytes: number;
    fullSize: string;
    thumbBytes: number;
    thumbSize: string;
    /** The middle size (phones' gallery photo), made for a photo over 1024 px. */
    mediumBytes: number;
    mediumSize: string;
    type: string;
    medianMs: number;
    runsMs: number[];
    /** Longest main-thread task while the worker ran (0 when none reached the 50 ms long-task threshold). */
    longestTaskMs: number;
  };
}

/** Home at 1280×800, cold: bytes of every image response until the network settles, and the layout shift score. */
export async function measureHomeImages(browser: Browser, url: string): Promise<PhotoResults['home']> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = { cls: 0 };
      (window as unknown as { benchShift: typeof state }).benchShift = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url);
    await page.getByTestId('listing-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Lazy images the browser decided to fetch near the fold count too: wait until they are in.
    await page.waitForFunction(() => [...document.images].every((image) => image.loading === 'lazy' || image.complete), undefined, { timeout: 15_000 });
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { benchShift: { cls: number } }).benchShift.cls);
    const bytes = await Promise.all(sizes);
    return { imageBytes: bytes.reduce((sum, size) => sum + size, 0), images: bytes.length, cls };
  } finally {
    await context.close();
  }
}

/**
 * A 4000×3000 phone photo of a few MB through the app's own photo worker (the built bundle), `runs` times:
 * output sizes, time from posting the file to getting both images back, and the longest main-thread task.
 */
export async function measureResize(browser: Browser, appUrl: string, outDir: string, runs: number): Promise<PhotoResults['resize']> {
  const assets = await readdir(join(outDir, 'assets'));
  const workerFile = assets.find((name) => /^resize-photo\.worker.*\.js$/.test(name));
  if (!workerFile) throw new Error('The photo worker is not in the build');
  const studio = await PhotoStudio.open();
  let original: Uint8Array;
  try {
    const svg = renderCarPicture({ make: 'Volvo', model: 'XC90', year: 2021, bodyType: 'SUV', paint: '#31506b', photoIndex: 0, photoCount: 1, seed: 'bench' });
    original = (await studio.develop(svg, 4242, { keepOriginal: true })).original.bytes;
  } finally {
    await studio.close();
  }

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${appUrl}/bench-photo.jpg`, (route) => route.fulfill({ body: Buffer.from(original), contentType: 'image/jpeg' }));
    await page.route(`${appUrl}/bench-blank.html`, (route) => route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' }));
    await page.goto(`${appUrl}/bench-blank.html`);
    const result = await page.evaluate(
      async ({ workerUrl, count }) => {
        const longTasks: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
        const blob = await (await fetch('/bench-photo.jpg')).blob();
        const file = new File([blob], 'IMG_0001.jpg', { type: 'image/jpeg' });
        const times: number[] = [];
        let last:
          | { full: { blob: Blob; width: number; height: number; type: string }; medium: { blob: Blob; width: number; height: number }; thumb: { blob: Blob; width: number; height: number } }
          | undefined;
        for (let run = 0; run < count; run += 1) {
          const started = performance.now();
          const worker = new Worker(workerUrl, { type: 'module' });
          const answer = await new Promise<{ ok: boolean; photo: typeof last }>((resolve) => {
            worker.addEventListener('message', (event) => resolve(event.data));
            // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker has no target origin
            worker.postMessage({ id: 1, file, thumbnail: true });
          });
          worker.terminate();
          times.push(performance.now() - started);
          if (!answer.ok) throw new Error('The worker refused the photo');
          last = answer.photo;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        return {
          times,
          longestTask: Math.max(0, ...longTasks),
          full: { bytes: last!.full.blob.size, width: last!.full.width, height: last!.full.height, type: last!.full.type },
          thumb: { bytes: last!.thumb.blob.size, width: last!.thumb.width, height: last!.thumb.height },
          medium: { bytes: last!.medium.blob.size, width: last!.medium.width, height: last!.medium.height },
        };
      },
      { workerUrl: `${appUrl}/assets/${workerFile}`, count: runs },
    );
    return {
      originalBytes: original.byteLength,
      fullBytes: result.full.bytes,
      fullSize: `${result.full.width}×${result.full.height}`,
      thumbBytes: result.thumb.bytes,
      thumbSize: `${result.thumb.width}×${result.thumb.height}`,
      mediumBytes: result.medium.bytes,
      mediumSize: `${result.medium.width}×${result.medium.height}`,
      type: result.full.type,
      medianMs: median(result.times),
      runsMs: result.times,
      longestTaskMs: result.longestTask,
    };
  } finally {
    await context.close();
  }
}
