// The site ends a canary by itself when its release hurts players (canary-verdict.ts): at each
// check, every running canary is judged on the telemetry since it started, against the release
// the rest of the casino loads; an abort is written to the audit log with its reason. Visitors
// who already have a page open keep its files; the next page is the casino's own release.
// With several site processes each judges; the store's compare-and-set lets one abort land.
import { RELEASE_ID_RE } from '../remotes';
import { endCanary } from '../operations/canary-operations';
import type { OperationContext } from '../operations/operation-types';
import type { Canaries } from './canary-store';
import { judgeCanary, type CanaryRules, type ReleaseFigures } from './canary-verdict';
import type { RemotesManifest } from './remotes-manifest';

export interface FiguresRow extends ReleaseFigures {
  remote: string;
  release: string;
}

export interface CanaryWatchOptions {
  /** the operations' context, its operator the site itself */
  ops: OperationContext;
  /** the state as the site last read it */
  manifest(): RemotesManifest;
  canaries(): Canaries;
  /** the telemetry of one casino since a time, per remote and release */
  figures(casino: string, since: Date): Promise<FiguresRow[]>;
  rules?: CanaryRules;
}

/** The name the site writes to the audit log when it ends a canary by itself. */
export const SITE_OPERATOR = 'site (automatic)';

export interface CanaryAbort {
  casino: string;
  remote: string;
  release: string;
  reason: string;
}

/** The release name telemetry counts a manifest target under. */
export function releaseOfTarget(target: string | null | undefined): string {
  if (!target) return 'default';
  if (RELEASE_ID_RE.test(target)) return target;
  return /\/releases\/([^/]+)\//.exec(target)?.[1] ?? 'default';
}

/** One pass over the running canaries; returns those it ended. */
export async function checkCanaries(options: CanaryWatchOptions): Promise<CanaryAbort[]> {
  const aborted: CanaryAbort[] = [];
  const manifest = options.manifest();
  for (const [casino, remotes] of Object.entries(options.canaries())) {
    for (const [remote, canary] of Object.entries(remotes)) {
      const rows = await options.figures(casino, new Date(canary.startedAt));
      const find = (release: string) =>
        rows.find((row) => row.remote === remote && row.release === release) ?? null;
      const mine = find(canary.release);
      if (!mine) continue;
      const verdict = judgeCanary(
        mine,
        find(releaseOfTarget(manifest[casino]?.[remote])),
        options.rules,
      );
      if (verdict.verdict !== 'abort') continue;
      const ended = await endCanary(options.ops, {
        casino,
        remote,
        release: canary.release,
        reason: verdict.reason,
      });
      if (ended.ok)
        aborted.push({ casino, remote, release: canary.release, reason: verdict.reason });
    }
  }
  return aborted;
}

/** Checks every `intervalMs` until the returned function is called; never keeps the process up. */
export function watchCanaries(
  options: CanaryWatchOptions & {
    intervalMs: number;
    onAbort(abort: CanaryAbort): void;
    onError(error: unknown): void;
  },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkCanaries(options)
      .then((aborts) => aborts.forEach((abort) => options.onAbort(abort)))
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
