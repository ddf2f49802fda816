// `npm run remotes -- health [casino] [--since <15m | 2h | 1d | ISO time>]`: how each remote's
// releases fare with visitors, from the site's telemetry roll-ups (default: the last 15 minutes),
// and what the site did not count, per casino and reason.
import { isCasinoKey } from '../site-settings';
import { formatHealth } from './health-format';
import type { DropTotals, TelemetryStore } from './telemetry-store';
import { summarize, summarizeDrops, type SummaryRow } from './telemetry-summary';

export interface HealthContext {
  /** the site database's roll-ups, opened (and closed after) by the caller */
  telemetry: TelemetryStore;
  now: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const HEALTH_USAGE =
  'usage: npm run remotes -- health [casino] [--since <15m | 2h | 1d | ISO time>]';

const DEFAULT_SINCE = '15m';
const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION_RE = /^(\d{1,6})([mhd])$/;
const ISO_RE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `15m`, `2h`, `1d` (back from now) or an ISO time not in the future; null otherwise. */
export function parseSince(value: string, now: Date): Date | null {
  const duration = DURATION_RE.exec(value);
  if (duration) {
    const amount = Number(duration[1]);
    const unit = UNIT_MS[duration[2] ?? ''];
    return amount > 0 && unit ? new Date(now.getTime() - amount * unit) : null;
  }
  if (!ISO_RE.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) && time <= now.getTime() ? new Date(time) : null;
}

interface HealthArgs {
  casino?: string;
  since: string;
}

function parseArgs(args: readonly string[]): HealthArgs | string {
  const parsed: HealthArgs = { since: DEFAULT_SINCE };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--since' || arg.startsWith('--since=')) {
      const value = arg === '--since' ? args[++i] : arg.slice('--since='.length);
      if (!value) return '--since needs a value';
      parsed.since = value;
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}`;
    } else if (parsed.casino !== undefined) {
      return `one casino at most (got ${parsed.casino} and ${arg})`;
    } else if (!isCasinoKey(arg)) {
      return `not a casino key: ${arg}`;
    } else {
      parsed.casino = arg;
    }
  }
  return parsed;
}

/** Prints the health table; 0, or 2 on bad arguments (1 when the database cannot be read). */
export async function runHealth(args: string[], ctx: HealthContext): Promise<number> {
  const parsed = parseArgs(args);
  const until = ctx.now();
  const since = typeof parsed === 'string' ? null : parseSince(parsed.since, until);
  if (typeof parsed === 'string' || !since) {
    ctx.err(typeof parsed === 'string' ? parsed : `--since: not 15m, 2h, 1d or a past ISO time`);
    ctx.err(HEALTH_USAGE);
    return 2;
  }
  let rows: SummaryRow[];
  let drops: DropTotals[];
  try {
    const casino = parsed.casino && { casino: parsed.casino };
    rows = await summarize(ctx.telemetry, { ...casino, since, until });
    drops = await summarizeDrops(ctx.telemetry, { ...casino, since, until });
  } catch (error) {
    ctx.err(
      `cannot read the telemetry database: ${error instanceof Error ? error.message : error}`,
    );
    return 1;
  }
  formatHealth(rows, { since, until }, drops).forEach((line) => ctx.out(line));
  return 0;
}
