// The canaries: per casino and remote, a release a share of the casino's visitors load instead of
// the casino's own (docs/deploying.md, "The release loop"). They live in the site's store; the
// file a site kept them in before is read once, to import it.
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_ID_RE } from '../remotes';

export interface Canary {
  release: string;
  /** share of the casino's visitors on the release, 1..99 */
  percent: number;
  /** ISO time the canary started: its figures are counted from then */
  startedAt: string;
  by: string;
}

/** casino key -> remote name -> canary */
export type Canaries = Record<string, Record<string, Canary>>;

export function canaryFileFor(manifestFile: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PARLOR_CANARY_FILE
    ? path.resolve(env.PARLOR_CANARY_FILE)
    : path.join(path.dirname(manifestFile), 'remotes.canary.json');
}

export function isCanaryPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}

function canaryOf(value: unknown): Canary | null {
  if (!value || typeof value !== 'object') return null;
  const { release, percent, startedAt, by } = value as Record<string, unknown>;
  if (typeof release !== 'string' || !RELEASE_ID_RE.test(release)) return null;
  if (!isCanaryPercent(percent)) return null;
  if (typeof startedAt !== 'string' || Number.isNaN(Date.parse(startedAt))) return null;
  return { release, percent, startedAt, by: typeof by === 'string' ? by : 'unknown' };
}

/** Only well-formed entries: a hand-edited file cannot send visitors to something else. */
export function sanitizeCanaries(value: unknown): Canaries {
  const out: Canaries = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [casino, remotes] of Object.entries(value as Record<string, unknown>)) {
    if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) continue;
    for (const [remote, raw] of Object.entries(remotes as Record<string, unknown>)) {
      const canary = canaryOf(raw);
      if (canary) (out[casino] ??= {})[remote] = canary;
    }
  }
  return out;
}

/** The file's canaries; none when it is missing or unreadable. */
export function readCanaries(file: string): Canaries {
  try {
    return sanitizeCanaries(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return {};
  }
}
