import { execFile } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { appEnv, type AppEndpoints } from '../dev/build-app';

const run = promisify(execFile);

/** Another revision of the app, built with the bench's endpoints, to measure side by side with this one. */
export interface Baseline {
  /** The revision as git abbreviates it. */
  rev: string;
  /** The built app (what `vite build` writes). */
  dir: string;
  /** Removes the revision's worktree. */
  close(): Promise<void>;
}

/**
 * `BENCH_BASELINE=<git revision>`: the cold visits (1a, 1b) also time that revision's build, interleaved with
 * this one's, so a change shows against this machine's noise (the same code measures ±20 % from one run to the
 * next on a busy 2-core box; alternating the builds exposes both to the same moments). The revision is
 * checked out in a temporary git worktree and built by its own Vite config with this checkout's
 * node_modules, so it should be recent enough to share the dependencies.
 */
export async function buildBaseline(revision: string, endpoints: AppEndpoints, workDir: string): Promise<Baseline> {
  const repo = process.cwd();
  const { stdout } = await run('git', ['rev-parse', '--short', revision], { cwd: repo });
  const rev = stdout.trim();
  const tree = join(workDir, 'baseline-tree');
  await run('git', ['worktree', 'add', '--detach', tree, rev], { cwd: repo });
  const close = async () => {
    await run('git', ['worktree', 'remove', '--force', tree], { cwd: repo }).catch(() => undefined);
  };
  try {
    await symlink(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir');
    const dir = join(workDir, 'baseline-app');
    await run(join(repo, 'node_modules', '.bin', 'vite'), ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: tree,
      env: { ...process.env, ...appEnv(endpoints), NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { rev, dir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
