// The site ends a canary by itself when its release hurts players (canary-verdict.ts): at each
// check, every running canary is judged on the telemetry since it started, against the release
// the rest of the casino loads; an abort is written to the audit log with its reason. Visitors
// who already have a page open keep its files; the next page is the casino's own release.
import { RELEASE_ID_RE } from '../remotes';
import { endCanary } from './canary-command';
import { currentCanaries } from './canary-store';
import { judgeCanary, type CanaryRules, type ReleaseFigures } from './canary-verdict';
import { readManifest } from './remotes-manifest';

export interface FiguresRow extends ReleaseFigures {
  remote: string;
  release: string;
}

export interface CanaryWatchOptions {
  canaryFile: string;
  manifestFile: string;
  auditFile: string;
  /** the telemetry of one casino since a time, per remote and release */
  figures(casino: string, since: Date): FiguresRow[];
  rules?: CanaryRules;
  now?: () => Date;
}

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
export function checkCanaries(options: CanaryWatchOptions): CanaryAbort[] {
  const aborted: CanaryAbort[] = [];
  const manifest = readManifest(options.manifestFile);
  for (const [casino, remotes] of Object.entries(currentCanaries(options.canaryFile))) {
    for (const [remote, canary] of Object.entries(remotes)) {
      const rows = options.figures(casino, new Date(canary.startedAt));
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
      const ended = endCanary(
        {
          canaryFile: options.canaryFile,
          auditFile: options.auditFile,
          manifestFile: options.manifestFile,
          operator: 'site (automatic)',
          now: options.now,
        },
        casino,
        remote,
        verdict.reason,
      );
      if (ended) aborted.push({ casino, remote, release: ended, reason: verdict.reason });
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
  const timer = setInterval(() => {
    try {
      for (const abort of checkCanaries(options)) options.onAbort(abort);
    } catch (error) {
      options.onError(error);
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
