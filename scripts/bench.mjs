// npm run bench: performance figures of the production build in headless Chromium, against the
// budgets in bench/lib/report.mjs, every in-browser figure calibrated to a reference CPU
// (Lighthouse benchmarkIndex 1,500: bench/lib/calibration.cjs). Writes bench/results/latest.json;
// --readme also updates README.md. Figures over budget are marked, never fatal, and so is a probe
// that fails (recorded as an error): the exit code is 1 only when something failed.
//   --no-build       measure the apps as last built (by default they are built first)
//   --readme         update the README's bench block
//   --index=<n>      calibrate to this benchmarkIndex instead of measuring the machine's
//   --runs=<n>       Lighthouse and trace runs per page (5; fewer for a quick look)
//   --no-home        skip everything that needs the Parlor servers
//   --no-page        skip payload decode and catalogue refill
//   --no-first-tile  skip the first tile and first contentful paint (desktop and phone)
//   --no-phone       skip the phone's first tile
//   --no-nav         skip click to content after idle (tournaments, promotions, a games list)
//   --no-launch      skip tile click to the game launch request
//   --no-inp         skip INP of six interactions on a phone
//   --no-lighthouse  skip the Lighthouse runs (home, a category, tournaments, promotions, the floor)
//   --no-trace       skip the main-thread tasks from a trace (the same pages)
//   --no-lobby       skip lobby search and filter timing over 10,000 games
//   --no-getgames    skip the getgames answers per second
//   --one-process    Parlor as one process (the reference server serving the pages), to compare
//                    with the site in front of the controller, as npm start runs it
// PARLOR_BENCH_PORT_WAIT: seconds to wait for a running Parlor's ports to be freed (120).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps, ensureChromium, ensurePnpm, installDependencies, ROOT } from './lib/run.mjs';
import { REMOTES, SITE_PORT } from './lib/parlor-processes.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const given = argv.find((a) => a.startsWith('--index='))?.slice('--index='.length);
const pageRuns = Number(argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const log = (line) => console.log(`bench: ${line}`);
const runs = (flag) => !args.has(flag);
const portWaitMs = Number(process.env.PARLOR_BENCH_PORT_WAIT ?? 120) * 1000;
const MINUTE = 60_000;

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
const systemChromium = await ensureChromium();
if (!args.has('--no-build') || !existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  await buildApps(pnpm);
}
// After the build (which may use every core): the servers on one core, Chromium on another.
const { pinCores } = await import('../bench/lib/cpu-pinning.mjs');
const pinning = pinCores({ chromiumPath: systemChromium, log });
const { chromiumPath } = pinning;

// Imported after the install: they need the workspace's dependencies (Playwright, webpack).
const { calibrationFor, describeCalibration } = await import('../bench/lib/calibration.cjs');
const { measureBenchmarkIndex } = await import('../bench/lib/benchmark-index.mjs');
const { toleranceOf } = await import('../bench/lib/calibrated-runs.cjs');
const { withDeadline } = await import('../bench/lib/deadline.mjs');
const { benchHomeRouteJs } = await import('../bench/lib/home-route-js.mjs');
const { benchPage } = await import('../bench/lib/page-bench.mjs');
const { benchLighthouse } = await import('../bench/lib/lighthouse.mjs');
const { startBenchParlor, waitForFreePorts } = await import('../bench/lib/parlor-run.mjs');
const { benchLobby } = await import('../bench/lib/lobby-bench.mjs');
const { benchFirstTile } = await import('../bench/lib/first-tile.mjs');
const { benchNavigation } = await import('../bench/lib/navigation-bench.mjs');
const { benchLaunch } = await import('../bench/lib/launch-bench.mjs');
const { benchInp } = await import('../bench/lib/inp-bench.mjs');
const { benchGetgames } = await import('../bench/lib/getgames-bench.mjs');
const { benchRemoteEntries } = await import('../bench/lib/remote-entries.mjs');
const { collectFigures, printTable, writeResults } = await import('../bench/lib/report.mjs');
const { updateReadme } = await import('../bench/lib/readme-block.mjs');
const { startFloorPage } = await import('../bench/lib/floor-page.mjs');
const { benchTraces } = await import('../bench/lib/trace-bench.mjs');
const { FLOOR } = await import('../bench/lib/lighthouse-figures.mjs');
const { describeDropped } = await import('../bench/lib/calibrated-runs.cjs');

let stopParlor = null;
let closeFloor = null;
async function shutdown(signal) {
  log(`${signal}: stopping …`);
  await closeFloor?.().catch(() => {});
  await stopParlor?.().catch(() => {});
  pinning.cleanUp();
  process.exit(130);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const errors = [];
/** Runs one probe against its deadline; a failure is recorded, never fatal. */
async function probe(name, minutes, run) {
  try {
    return await withDeadline(run(), minutes * MINUTE, name);
  } catch (error) {
    errors.push(`${name}: ${error.stack ?? error}`);
    return null;
  }
}

const results = {
  calibration: null,
  home: null,
  firstTile: null,
  phoneFirstTile: null,
  navigation: null,
  launch: null,
  inp: null,
  getgames: null,
  remoteEntries: benchRemoteEntries(REMOTES),
  lighthouse: null,
  traces: null,
  page: null,
  lobby: null,
};

// The machine's speed first, on a quiet machine: every in-browser figure is throttled by it.
const inBrowser = runs('--no-page') || runs('--no-home');
if (given !== undefined) {
  results.calibration = { ...calibrationFor(Number(given)), source: 'given', samples: [] };
} else if (inBrowser) {
  const measured = await probe('benchmarkIndex', 10, () =>
    measureBenchmarkIndex({ chromiumPath, log }),
  );
  if (measured) {
    results.calibration = {
      ...calibrationFor(measured.index),
      source: 'measured',
      samples: measured.samples,
    };
  }
}
const calibration = results.calibration;
log(describeCalibration(calibration));
// how far a run's own index may be from the calibration's: 10%, or this machine's own spread
const tolerance = toleranceOf(calibration?.samples ?? []);
if (calibration) {
  calibration.tolerance = tolerance;
  log(`a run more than ${Math.round(tolerance * 100)}% off the calibration's index is dropped`);
}
// without a calibration the probes run unthrottled and their figures are not judged
const desktopRate = calibration?.desktopRate ?? 1;
const phoneRate = calibration?.phoneRate ?? 1;

if (runs('--no-page')) {
  results.page = await probe('payload decode / catalogue refill', 15, () =>
    benchPage({ chromiumPath, log, rate: desktopRate }),
  );
}

const site = `http://localhost:${SITE_PORT}`;
if (runs('--no-home')) {
  try {
    await waitForFreePorts(portWaitMs, log);
    const parlor = await startBenchParlor(log, { twoServices: !args.has('--one-process') });
    stopParlor = parlor.stop;
    const apps = {
      [SITE_PORT]: 'shell',
      ...Object.fromEntries(REMOTES.map((r) => [r.port, r.dir])),
    };
    // sizes, not times: measured unthrottled
    results.home = await probe('home route JS', 5, () =>
      benchHomeRouteJs({ url: `${site}/`, apps, chromiumPath, log }),
    );
    if (runs('--no-first-tile')) {
      results.firstTile = await probe('first tile', 5, () =>
        benchFirstTile({ url: `${site}/`, chromiumPath, log, rate: desktopRate }),
      );
      if (runs('--no-phone')) {
        results.phoneFirstTile = await probe('first tile (phone)', 5, () =>
          benchFirstTile({ url: `${site}/`, chromiumPath, log, profile: 'phone', rate: phoneRate }),
        );
      }
    }
    // the floor page: the stack alone (React, react-dom, the federation runtime) hydrating the
    // home HTML the site serves now, measured in the same run as Parlor's pages
    const floor =
      runs('--no-lighthouse') || runs('--no-trace')
        ? await probe('floor page', 5, () => startFloorPage({ site, log }))
        : null;
    closeFloor = floor?.close ?? null;
    const pages = [
      ...(floor ? [{ name: FLOOR, url: floor.url }] : []),
      { name: 'home', url: `${site}/` },
      { name: 'category', url: `${site}/category/online-slots` },
      { name: 'tournaments', url: `${site}/tournaments` },
      { name: 'promotions', url: `${site}/promotions` },
    ];
    if (runs('--no-trace')) {
      results.traces = await probe('main-thread tasks (trace)', 20, () =>
        benchTraces({ pages, chromiumPath, log, phoneRate, runs: pageRuns }),
      );
      for (const t of results.traces ?? []) {
        if (t.error) errors.push(`trace, ${t.name}: ${t.error}`);
      }
    }
    if (runs('--no-lighthouse')) {
      results.lighthouse = await probe('lighthouse', 120, () =>
        benchLighthouse({
          pages,
          chromiumPath,
          log,
          // undefined: Lighthouse's own default (4), when the machine could not be measured
          cpuSlowdownMultiplier: calibration?.lighthouseMultiplier,
          calibrationIndex: calibration?.index ?? null,
          tolerance,
          runs: pageRuns,
          // measured again before each page, with Parlor running: on a machine that slows down as
          // it works (seen here: 1,241 before the servers started, its runs at 750–1,050 after),
          // the run-by-run check would otherwise drop every run
          recalibrate:
            calibration?.source === 'measured'
              ? async () => {
                  const again = await measureBenchmarkIndex({ chromiumPath, log, runs: 3 });
                  const fresh = calibrationFor(again.index);
                  log(`lighthouse: the machine now at benchmarkIndex ${fresh.index}`);
                  return fresh;
                }
              : undefined,
        }),
      );
      for (const l of results.lighthouse ?? []) {
        if (l.error) errors.push(`lighthouse, ${l.name}: ${l.error}`);
      }
    }
    if (runs('--no-nav')) {
      results.navigation = await probe('click to content', 10, () =>
        benchNavigation({ chromiumPath, log, rate: desktopRate }),
      );
      for (const n of results.navigation ?? []) {
        if (n.error) errors.push(`click to content, ${n.name}: ${n.error}`);
      }
    }
    // the player probes last: they change the demo player's favorites
    if (runs('--no-launch')) {
      results.launch = await probe('tile click to launch request', 5, () =>
        benchLaunch({ chromiumPath, log, rate: desktopRate }),
      );
    }
    if (runs('--no-inp')) {
      results.inp = await probe('INP (phone)', 10, () =>
        benchInp({ chromiumPath, log, rate: phoneRate }),
      );
      for (const i of results.inp?.interactions ?? []) {
        for (const error of i.errors ?? []) errors.push(`INP, ${i.label}: ${error}`);
      }
    }
  } catch (error) {
    errors.push(`starting Parlor: ${error.stack ?? error}`);
  } finally {
    await closeFloor?.().catch(() => {});
    closeFloor = null;
    log('stopping Parlor …');
    await stopParlor?.().catch((error) => errors.push(`stopping Parlor: ${error}`));
    stopParlor = null;
  }
}

if (runs('--no-lobby') && runs('--no-home')) {
  results.lobby = await probe('lobby search/filter', 15, () =>
    benchLobby({ chromiumPath, log, portWaitMs, rate: desktopRate }),
  );
}

if (runs('--no-getgames')) {
  results.getgames = await probe('getgames answers per second', 5, () => benchGetgames({ log }));
}

const chromiumVersion =
  results.home?.chromiumVersion ??
  spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim().replace(/^\D+/, '') ??
  null;
const report = {
  machine: {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.versions.node,
    chromium: chromiumVersion,
    // taskset: the core of the bench and its servers, and Chromium's (null: not pinned)
    pinnedCores: pinning.pinned,
  },
  calibration,
  figures: collectFigures(results),
  ...results,
  errors,
};

console.log('');
printTable(report.figures, calibration);
const file = writeResults(report);
pinning.cleanUp();
console.log(`\nresults: ${path.relative(ROOT, file)}`);
if (args.has('--readme')) {
  if (errors.length === 0)
    console.log(`updated ${path.relative(ROOT, await updateReadme(report))}`);
  else console.log('README not updated: the run is incomplete');
}
for (const error of errors) console.error(`\n✗ ${error}`);
const dropped = (results.lighthouse ?? []).reduce((n, l) => n + (l.dropped ?? 0), 0);
const attempts = (results.lighthouse ?? []).reduce((n, l) => n + (l.attempts ?? 0), 0);
if (results.lighthouse) {
  console.log(
    `\nLighthouse: ${describeDropped(dropped, attempts) ?? `no run dropped of ${attempts}`}`,
  );
}
const over = report.figures.filter((f) => f.status === 'over').length;
if (over) console.log(`\n${over} figure(s) over budget (marked OVER; not a failure)`);
if (calibration?.slowerThanReference) {
  console.log(
    `\nThis machine is slower than the reference (benchmarkIndex ${calibration.index} < ${calibration.referenceIndex}): its figures are not sped up.`,
  );
}
process.exit(errors.length ? 1 : 0);
