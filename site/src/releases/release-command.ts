// `npm run release -- <remote> [--keep N] [--from <built folder>]`: builds one remote into an
// immutable release folder its server serves under /releases/<release>/, then keeps the newest N
// (docs/deploying.md). --from publishes a folder already built (by CI, say) instead of building.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteInfo } from '../operations/operation-types';
import { keepCount, publishRelease, pruneReleases, releasesDirOf } from './release-store';
import { requiredRangeOf } from '@parlor/shared/release';

export interface ReleaseCommandContext {
  root: string;
  remotes: readonly RemoteInfo[];
  /** the releases of a remote a casino loads, a canary runs or a rollback returns to */
  releasesInUse: (remote: string) => Promise<Set<string>>;
  env: NodeJS.ProcessEnv;
  /** builds the remote into outDir; resolves with the exit code */
  build: (remote: RemoteInfo, outDir: string) => Promise<number>;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

export const RELEASE_USAGE =
  'usage: npm run release -- <remote> [--keep N] [--from <built folder>]';

/** The production build of a remote, written to outDir instead of its dist/. */
export function webpackBuild(root: string) {
  return (remote: RemoteInfo, outDir: string): Promise<number> =>
    new Promise((resolve) => {
      const cwd = path.join(root, remote.dir);
      const child = spawn(
        path.join(cwd, 'node_modules', '.bin', 'webpack'),
        ['--mode', 'production'],
        {
          cwd,
          stdio: 'inherit',
          env: { ...process.env, PARLOR_OUT_DIR: outDir },
        },
      );
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.on('error', () => resolve(1));
    });
}

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

export async function runReleaseCommand(
  argv: readonly string[],
  ctx: ReleaseCommandContext,
): Promise<number> {
  const name = argv[0];
  const remote = ctx.remotes.find((r) => r.name === name || r.dir === name);
  if (!name || name.startsWith('--') || !remote) {
    ctx.err(RELEASE_USAGE);
    if (name && !name.startsWith('--'))
      ctx.err(`unknown remote "${name}": one of ${ctx.remotes.map((r) => r.dir).join(', ')}`);
    return 2;
  }
  const remoteDir = path.join(ctx.root, remote.dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const version = pkg.version ?? '0.0.0';
  const staging = path.join(releasesDirOf(remoteDir), `.staging-${process.pid}-${Date.now()}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  const from = option(argv, '--from');
  if (from) {
    fs.cpSync(path.resolve(from), staging, { recursive: true });
  } else {
    ctx.out(`Building ${remote.dir} ${version} …`);
    const code = await ctx.build(remote, staging);
    if (code !== 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      ctx.err(`${remote.dir}: the build failed (exit ${code}); no release made`);
      return 1;
    }
  }
  let result: ReturnType<typeof publishRelease>;
  try {
    result = publishRelease(staging, remoteDir, remote.name, version, ctx.now?.());
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    ctx.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const { meta, existed } = result;
  ctx.out(
    existed
      ? `${remote.name} ${meta.release}: identical to an existing release, kept as it was`
      : `${remote.name} ${meta.release}: released`,
  );
  ctx.out(`  entry:   /releases/${meta.release}/remoteEntry.js on the ${remote.dir} server`);
  ctx.out(`  exposes: ${meta.exposes.join(', ')}`);
  ctx.out(
    `  shared:  ${meta.shared.map((s) => `${s.name} ${s.version} (accepts ${requiredRangeOf(s) ?? 'any'})`).join(', ')}`,
  );
  const keep = keepCount(argv, ctx.env);
  let inUse: Set<string> | null = null;
  try {
    inUse = await ctx.releasesInUse(remote.name);
  } catch (error) {
    // without the site's state nothing is known to be unused: nothing is removed
    ctx.err(
      `  kept every release: the site's database did not answer (${(error as Error).message})`,
    );
  }
  if (inUse) {
    inUse.add(meta.release);
    const removed = pruneReleases(remoteDir, keep, inUse);
    if (removed.length) ctx.out(`  removed (keeping ${keep}): ${removed.join(', ')}`);
  }
  ctx.out(`Switch a casino to it: npm run remotes -- set <casino> ${remote.name} ${meta.release}`);
  return 0;
}
