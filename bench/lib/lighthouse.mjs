// Lighthouse (mobile; simulated throttling for the score and LCP, devtools throttling for TBT) on pages of the running Parlor, in Debian's Chromium,
// its CPU slowdown calibrated to the reference machine (calibration.cjs). Lighthouse is a dev
// dependency of e2e/, run through its CLI.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs';
import { ROOT } from './paths.mjs';
import {
  collectCalibratedRuns,
  describeDropped,
  describeDroppedIndexes,
} from './calibrated-runs.cjs';
import { medianAndSpread } from './spread.cjs';

const LIGHTHOUSE = path.join(ROOT, 'e2e', 'node_modules', '.bin', 'lighthouse');
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run of `url`: its report (lhr). `cpuSlowdownMultiplier` replaces Lighthouse's
 * default 4 when given.
 * @param {string} url
 * @param {string} chromiumPath
 * @param {{ cpuSlowdownMultiplier?: number, extraFlags?: string[] }} [options]
 */
export function runLighthouse(url, chromiumPath, { cpuSlowdownMultiplier, extraFlags = [] } = {}) {
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--quiet',
    `--chrome-flags=${flags}`,
    ...(cpuSlowdownMultiplier
      ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`]
      : []),
    ...extraFlags,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      LIGHTHOUSE,
      args,
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        maxBuffer: 128 * 2 ** 20,
        timeout: 180_000,
      },
      (error, stdout) => {
        if (error) return reject(error);
        try {
          resolve(JSON.parse(stdout));
        } catch (parseError) {
          reject(parseError);
        }
      },
    );
  });
}

/** The figures of one Lighthouse report. */
function sampleOf(report) {
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [
        key,
        report.audits[audit]?.numericValue ?? null,
      ]),
    ),
    // the machine's speed as Lighthouse sees it: CPU-bound figures move with it
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    throttlingMethod: report.configSettings?.throttlingMethod ?? null,
  };
}

/** One Lighthouse run, tried twice: Lighthouse now and then loses a load's trace (NO_NAVSTART). */
const runTwice = (url, chromiumPath, options) =>
  runLighthouse(url, chromiumPath, options).catch(() => runLighthouse(url, chromiumPath, options));

/**
 * One run of a page: a simulated pass (score, LCP, CLS: Lighthouse's own model of a mid-range
 * phone) and a devtools pass (TBT: the page's real main-thread tasks, the CPU slowed down by the
 * same multiplier), so TBT does not depend on the simulator's guess of the tasks' order.
 */
async function runPage(url, chromiumPath, cpuSlowdownMultiplier) {
  const simulated = sampleOf(await runTwice(url, chromiumPath, { cpuSlowdownMultiplier }));
  const devtools = sampleOf(
    await runTwice(url, chromiumPath, {
      cpuSlowdownMultiplier,
      extraFlags: ['--throttling-method=devtools'],
    }),
  );
  return { simulated, devtools };
}

/** The figures of a page's kept runs: each the median of its own samples, with its spread. */
function pageFigures(kept) {
  const of = (pick) => medianAndSpread(kept.map(pick));
  const spread = {
    score: of((r) => r.simulated.score),
    lcp: of((r) => r.simulated.metrics.lcp),
    cls: of((r) => r.simulated.metrics.cls),
    fcp: of((r) => r.simulated.metrics.fcp),
    si: of((r) => r.simulated.metrics.si),
    tbt: of((r) => r.devtools.metrics.tbt),
    tbtSimulated: of((r) => r.simulated.metrics.tbt),
  };
  const med = (key) => spread[key]?.median ?? null;
  return {
    score: med('score'),
    metrics: {
      fcp: med('fcp'),
      lcp: med('lcp'),
      tbt: med('tbt'),
      cls: med('cls'),
      si: med('si'),
      tbtSimulated: med('tbtSimulated'),
    },
    spread,
  };
}

/**
 * @param {{ pages: { name: string, url: string }[], chromiumPath: string,
 *   log: (l: string) => void, cpuSlowdownMultiplier?: number, calibrationIndex?: number | null,
 *   tolerance?: number, runs?: number, cap?: number,
 *   recalibrate?: () => Promise<{ index: number, lighthouseMultiplier: number } | null> }} options
 *   `recalibrate`: measures the machine again before each page, with the site running: its runs
 *   are throttled by and judged against that (the machine drifts while it works)
 */
export async function benchLighthouse({
  pages,
  chromiumPath,
  log,
  cpuSlowdownMultiplier,
  calibrationIndex = null,
  tolerance,
  runs = 5,
  cap = 8,
  recalibrate,
}) {
  const results = [];
  // a run's passes each measure the machine before they throttle it
  const indexesOf = (r) => [r.simulated.benchmarkIndex, r.devtools.benchmarkIndex];
  for (const page of pages) {
    try {
      const fresh = recalibrate ? await recalibrate().catch(() => null) : null;
      const pageIndex = fresh?.index ?? calibrationIndex;
      const multiplier = fresh?.lighthouseMultiplier ?? cpuSlowdownMultiplier;
      const { kept, dropped, attempts } = await collectCalibratedRuns({
        wanted: runs,
        cap,
        calibrationIndex: pageIndex,
        tolerance,
        run: (attempt) => {
          log(`lighthouse ${page.url} (run ${attempt + 1}, simulated + devtools) …`);
          return runPage(page.url, chromiumPath, multiplier);
        },
        indexesOf,
      });
      const droppedLine = describeDropped(dropped.length, attempts, tolerance);
      if (droppedLine)
        log(
          `lighthouse ${page.name}: ${droppedLine} (${describeDroppedIndexes(dropped.map(indexesOf), pageIndex)})`,
        );
      if (attempts === 0) throw new Error('no run was made');
      // every run off calibration: their figures are shown, and not judged
      const offCalibration = kept.length === 0;
      const shown = offCalibration ? dropped : kept;
      const indexes = shown.flatMap(indexesOf);
      results.push({
        ...page,
        ...pageFigures(shown),
        offCalibration,
        benchmarkIndex: medianAndSpread(indexes)?.median ?? null,
        calibrationIndex: pageIndex,
        cpuSlowdownMultiplier: shown[0]?.simulated.cpuSlowdownMultiplier ?? null,
        scores: shown.map((r) => r.simulated.score),
        dropped: dropped.length,
        attempts,
        runs: kept,
        droppedRuns: dropped,
      });
    } catch (error) {
      // one page's failure leaves the other pages measured
      log(`lighthouse ${page.url} failed: ${error.message}`);
      results.push({ ...page, error: String(error.message).split('\n')[0] });
    }
  }
  return results;
}
