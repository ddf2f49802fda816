// The figures of the Lighthouse runs and the traces, each the median of its runs with the spread
// (min–max) beside it, and the floor page's figure of the same run beside Parlor's: the TBT
// budget is judged against it (tbt-budget.cjs).
import { BUDGETS } from './budgets.mjs';
import { figure } from './figure.mjs';
import { formatSpread } from './spread.cjs';
import { judgeTbt } from './tbt-budget.cjs';

export const FLOOR = 'floor';

const round2 = (v) => Math.round(v * 100) / 100;

/** A figure of several runs: the median judged, the spread and the floor's figure beside it. */
function spreadFigure(base, spread, floorSpread, round = Math.round) {
  return {
    ...base,
    value: round(spread.median),
    display: formatSpread(spread, round),
    spread: { min: spread.min, max: spread.max, runs: spread.n },
    ...(floorSpread
      ? { floor: { value: round(floorSpread.median), display: formatSpread(floorSpread, round) } }
      : {}),
  };
}

/** @param {any[] | null} lighthouse  benchLighthouse's pages, the floor among them */
export function lighthouseFigures(lighthouse, cpu) {
  const pages = (lighthouse ?? []).filter((page) => !page.error);
  const floor = pages.find((p) => p.name === FLOOR)?.spread ?? null;
  const calibratedLh = cpu('lighthouse');
  const out = [];
  for (const l of pages.filter((p) => p.name !== FLOOR)) {
    const s = l.spread;
    // a page whose every run was off calibration: its figures are shown, not judged
    const lh =
      l.offCalibration && calibratedLh ? { ...calibratedLh, calibrated: false } : calibratedLh;
    const dropped = l.offCalibration
      ? `; every run off calibration`
      : l.dropped
        ? `; dropped ${l.dropped} of ${l.attempts} runs`
        : '';
    out.push(
      spreadFigure(
        {
          ...figure(
            `lighthouse.${l.name}.score`,
            `Lighthouse mobile performance, ${l.name} (${s.score.n} runs${dropped})`,
            s.score.median,
            'points',
            BUDGETS.lighthouseScore,
            true,
            lh,
          ),
          budgetText: `≥ ${BUDGETS.lighthouseScore} (aim ${BUDGETS.lighthouseScoreAim})`,
        },
        s.score,
        floor?.score,
      ),
      spreadFigure(
        figure(
          `lighthouse.${l.name}.lcp`,
          `Lighthouse ${l.name}: LCP (simulated)`,
          s.lcp.median,
          'ms',
          BUDGETS.lighthouseLcpMs,
          false,
          lh,
        ),
        s.lcp,
        floor?.lcp,
      ),
      tbtFigure(l, floor, lh),
      spreadFigure(
        figure(
          `lighthouse.${l.name}.cls`,
          `Lighthouse ${l.name}: CLS`,
          round2(s.cls.median),
          '',
          BUDGETS.lighthouseCls,
          false,
          lh,
        ),
        s.cls,
        floor?.cls,
        round2,
      ),
    );
  }
  return out;
}

/** TBT of the devtools pass: ≤ 250 ms and ≤ the floor's + 150 ms. */
function tbtFigure(l, floor, lh) {
  const s = l.spread.tbt;
  const verdict = judgeTbt(s.median, floor?.tbt?.median);
  const f = figure(
    `lighthouse.${l.name}.tbt`,
    `Lighthouse ${l.name}: TBT (devtools throttling)`,
    s.median,
    'ms',
    verdict.limitMs,
    false,
    lh,
  );
  return spreadFigure(
    {
      ...f,
      // the floor's part decides, not only the limit's number
      status: f.status === 'unjudged' ? 'unjudged' : verdict.status,
      budgetText: verdict.budget,
    },
    s,
    floor?.tbt,
  );
}

/** @param {any[] | null} traces  benchTraces' pages, the floor among them */
export function traceFigures(traces, cpu) {
  const pages = (traces ?? []).filter((page) => !page.error);
  const floor = pages.find((p) => p.name === FLOOR) ?? null;
  const phone = cpu('phone');
  const out = [];
  for (const t of pages.filter((p) => p.name !== FLOOR)) {
    out.push(
      spreadFigure(
        figure(
          `trace.${t.name}.tasks10.count`,
          `Main-thread tasks ≥ 10 ms before idle, unthrottled (trace): ${t.name}, count`,
          t.unthrottled.count.median,
          '',
        ),
        t.unthrottled.count,
        floor?.unthrottled.count,
      ),
      spreadFigure(
        figure(
          `trace.${t.name}.tasks10.sum`,
          `Main-thread tasks ≥ 10 ms before idle, unthrottled (trace): ${t.name}, sum`,
          t.unthrottled.sumMs.median,
          'ms',
        ),
        t.unthrottled.sumMs,
        floor?.unthrottled.sumMs,
      ),
      spreadFigure(
        figure(
          `trace.${t.name}.phone.longest`,
          `Longest main-thread task before idle, phone (trace): ${t.name}`,
          t.phone.longestMs.median,
          'ms',
          BUDGETS.longestTaskPhoneMs,
          false,
          phone,
        ),
        t.phone.longestMs,
        floor?.phone.longestMs,
      ),
      spreadFigure(
        figure(
          `trace.${t.name}.phone.over50`,
          `Main-thread tasks over 50 ms before idle, phone (trace): ${t.name}`,
          t.phone.overCount.median,
          '',
          BUDGETS.tasksOver50PhoneMax,
          false,
          phone,
        ),
        t.phone.overCount,
        floor?.phone.overCount,
      ),
    );
  }
  return out;
}
