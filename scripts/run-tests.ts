/**
 * `npm test`: every check and test layer, in stages (docs/performance.md, Test suite time).
 *
 * 1. The static checks and the unit tests at once: the type check and the lint each use about one core, the
 *    unit tests two workers. The checks run at a lower priority (`nice`): the few unit tests with a time
 *    bound (a linear-time check, a source scan) get the cores as if alone.
 * 2. The integration and component tests, then 3. the browser tests, one after the other: run side by side
 *    (the browser part `nice`d) they saved about a minute, but starved one side's time-bound tests on some runs
 *    (the 500-message thread, a lazy dialog load), so they stay apart.
 *
 * A failing stage still runs to its end, so that one run shows every failure of that stage; the next stage
 * starts only when it has passed. Each command's lines are printed as they come, behind its name.
 * `npm run typecheck`, `npm run lint` and the `test:*` scripts run each part alone.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A command of `npm test`: an npm script, and the name its lines are printed behind. */
export interface Part {
  name: string;
  script: string;
  /**
   * Runs at this niceness, with everything it starts: a part that yields the cores to the others of its stage
   * whenever they want them.
   */
  nice?: number;
}

export const STAGES: readonly (readonly Part[])[] = [
  [
    { name: 'types', script: 'typecheck', nice: 10 },
    { name: 'lint', script: 'lint', nice: 10 },
    { name: 'unit', script: 'test:unit' },
  ],
  [{ name: 'integration', script: 'test:integration' }],
  [{ name: 'browser', script: 'test:browser' }],
];

/** `line` behind its part's name, the names padded to one width so that the output lines up. */
export function labelled(name: string, width: number, line: string): string {
  return `${name.padEnd(width)} │ ${line}`;
}

/** The parts of a stage that failed (exit code not 0, or killed by a signal). */
export function failedParts(results: readonly { part: Part; code: number | null }[]): Part[] {
  return results.filter((result) => result.code !== 0).map((result) => result.part);
}

const running = new Set<ReturnType<typeof spawn>>();

function run(part: Part, width: number): Promise<{ part: Part; code: number | null }> {
  return new Promise((resolve) => {
    // Colours as on a terminal when the output is one; vitest and tsc turn them off for a pipe otherwise.
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const command = ['npm', 'run', '--silent', part.script];
    const [file, ...args] = part.nice === undefined ? command : ['nice', '-n', String(part.nice), ...command];
    const child = spawn(file!, args, { env: { ...process.env, ...colour }, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${labelled(part.name, width, line)}\n`));
    }
    child.on('close', (code) => {
      running.delete(child);
      resolve({ part, code });
    });
  });
}

async function main(): Promise<number> {
  const width = Math.max(...STAGES.flat().map((part) => part.name.length));
  for (const stage of STAGES) {
    const started = Date.now();
    const results = await Promise.all(stage.map((part) => run(part, width)));
    const seconds = Math.round((Date.now() - started) / 1000);
    const failed = failedParts(results);
    if (failed.length > 0) {
      console.error(`\nFailed: ${failed.map((part) => `npm run ${part.script}`).join(', ')} (stage took ${seconds} s).`);
      return 1;
    }
    console.info(`\nPassed: ${stage.map((part) => part.name).join(', ')} in ${seconds} s.\n`);
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Ctrl-C reaches the children from the terminal; a CI runner's SIGTERM is passed on, so that no test server
  // outlives the run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      process.exitCode = 130;
    });
  }
  process.exitCode = await main();
}
