// Lighthouse (mobile, simulated throttling) on pages of the running Parlor, in Debian's Chromium,
// its CPU slowdown calibrated to the reference machine (calibration.cjs). Lighthouse is a dev
// dependency of e2e/, run through its CLI.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs';
import { ROOT } from './paths.mjs';
import { median } from './median.mjs';

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
  };
}

/**
 * @param {{ pages: { name: string, url: string }[], chromiumPath: string,
 *   log: (l: string) => void, cpuSlowdownMultiplier?: number, runs?: number }} options
 */
export async function benchLighthouse({
  pages,
  chromiumPath,
  log,
  cpuSlowdownMultiplier,
  runs = 3,
}) {
  const results = [];
  const options = { cpuSlowdownMultiplier };
  for (const page of pages) {
    const samples = [];
    try {
      for (let i = 0; i < runs; i++) {
        log(`lighthouse ${page.url} (${i + 1}/${runs}) …`);
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART): one more try.
        const report = await runLighthouse(page.url, chromiumPath, options).catch(() =>
          runLighthouse(page.url, chromiumPath, options),
        );
        samples.push(sampleOf(report));
      }
    } catch (error) {
      // one page's failure leaves the other pages measured
      log(`lighthouse ${page.url} failed: ${error.message}`);
      results.push({ ...page, error: String(error.message).split('\n')[0], runs: samples });
      continue;
    }
    // each figure is the median of its own samples: the budgets are per figure, and the run
    // with the median score can hold the highest TBT of the three
    results.push({
      ...page,
      score: median(samples.map((s) => s.score)),
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((key) => [
          key,
          median(samples.map((s) => s.metrics[key]).filter((v) => v !== null)),
        ]),
      ),
      benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      cpuSlowdownMultiplier: samples[0]?.cpuSlowdownMultiplier ?? null,
      scores: samples.map((s) => s.score),
      runs: samples,
    });
  }
  return results;
}
