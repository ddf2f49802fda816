// Whether a canary hurts players, from the telemetry of its release and of the casino's own
// (the baseline) since the canary started (docs/deploying.md, "Automatic rollback"). Pure.

export interface ReleaseFigures {
  visits: number;
  loadFailureRate: number;
  errorRate: number;
  p75Lcp: number | null;
  p75Inp: number | null;
}

export interface CanaryRules {
  /** visits of the canary before it is judged at all */
  minVisits: number;
  /** how much higher (absolute, 0..1) the canary's load failure or error rate may be */
  rateMargin: number;
  /** how much worse (ratio) its p75 INP or LCP may be: 0.2 = 20% */
  vitalsMargin: number;
}

export const DEFAULT_CANARY_RULES: CanaryRules = {
  minVisits: 20,
  rateMargin: 0.05,
  vitalsMargin: 0.2,
};

export type CanaryVerdict = { verdict: 'wait' | 'healthy' } | { verdict: 'abort'; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export function judgeCanary(
  canary: ReleaseFigures,
  baseline: ReleaseFigures | null,
  rules: CanaryRules = DEFAULT_CANARY_RULES,
): CanaryVerdict {
  if (canary.visits < rules.minVisits) return { verdict: 'wait' };
  const base = baseline ?? {
    visits: 0,
    loadFailureRate: 0,
    errorRate: 0,
    p75Lcp: null,
    p75Inp: null,
  };
  if (canary.loadFailureRate > base.loadFailureRate + rules.rateMargin)
    return {
      verdict: 'abort',
      reason: `load failures ${percent(canary.loadFailureRate)} against ${percent(base.loadFailureRate)} on the baseline (${canary.visits} visits)`,
    };
  if (canary.errorRate > base.errorRate + rules.rateMargin)
    return {
      verdict: 'abort',
      reason: `errors ${percent(canary.errorRate)} of visits against ${percent(base.errorRate)} on the baseline (${canary.visits} visits)`,
    };
  // vitals are compared only against a baseline that has its own
  for (const [name, mine, theirs] of [
    ['INP', canary.p75Inp, base.p75Inp],
    ['LCP', canary.p75Lcp, base.p75Lcp],
  ] as const) {
    if (mine !== null && theirs !== null && theirs > 0 && mine > theirs * (1 + rules.vitalsMargin))
      return {
        verdict: 'abort',
        reason: `p75 ${name} ${Math.round(mine)} ms against ${Math.round(theirs)} ms on the baseline (more than ${Math.round(rules.vitalsMargin * 100)}% worse)`,
      };
  }
  return { verdict: 'healthy' };
}
