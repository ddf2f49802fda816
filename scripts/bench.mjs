// npm run bench: performance figures of the production build in headless Chromium, against the
// budgets in the README (Performance). Writes bench/results/latest.json; --readme also updates README.md.
// Figures over budget are marked, never fatal: the exit code is 1 only when something crashed.
//   --no-build   measure the apps as last built (by default they are built first)
//   --readme     update the README's bench block
//   --no-home    skip the home route measurement (no Parlor servers started)
//   --no-page    skip payload decode and catalogue refill
//   --no-lighthouse  skip the Lighthouse runs (mobile performance of home and a category page)
//   --no-lobby   skip lobby search and filter timing over 10,000 games
//   --no-getgames  skip the getgames answers per second
// PARLOR_BENCH_PORT_WAIT: seconds to wait for a running Parlor's ports to be freed (120).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps, ensureChromium, ensurePnpm, installDependencies, ROOT } from './lib/run.mjs';
import { REMOTES, SITE_PORT } from './lib/parlor-processes.mjs';

const args = new Set(process.argv.slice(2));
const log = (line) => console.log(`bench: ${line}`);

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
const chromiumPath = await ensureChromium();
if (!args.has('--no-build') || !existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  await buildApps(pnpm);
}

// Imported after the install: they need the workspace's dependencies (Playwright, webpack).
const { benchHomeRouteJs } = await import('../bench/lib/home-route-js.mjs');
const { benchPage } = await import('../bench/lib/page-bench.mjs');
const { benchLighthouse } = await import('../bench/lib/lighthouse.mjs');
const { startBenchParlor, waitForFreePorts } = await import('../bench/lib/parlor-run.mjs');
const { benchLobby } = await import('../bench/lib/lobby-bench.mjs');
const { benchFirstTile } = await import('../bench/lib/first-tile.mjs');
const { benchGetgames } = await import('../bench/lib/getgames-bench.mjs');
const { benchRemoteEntries } = await import('../bench/lib/remote-entries.mjs');
const { collectFigures, printTable, updateReadme, writeResults } =
  await import('../bench/lib/report.mjs');

let stopParlor = null;
async function shutdown(signal) {
  log(`${signal}: stopping …`);
  await stopParlor?.().catch(() => {});
  process.exit(130);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const errors = [];
let home = null;
let lighthouse = null;
let page = null;
let lobby = null;
let firstTile = null;
let getgames = null;
const remoteEntries = benchRemoteEntries(REMOTES);

if (!args.has('--no-page')) {
  try {
    page = await benchPage({ chromiumPath, log });
  } catch (error) {
    errors.push(`payload decode / catalogue refill: ${error.stack ?? error}`);
  }
}

if (!args.has('--no-home')) {
  try {
    await waitForFreePorts(Number(process.env.PARLOR_BENCH_PORT_WAIT ?? 120) * 1000, log);
    const parlor = await startBenchParlor(log);
    stopParlor = parlor.stop;
    const apps = {
      [SITE_PORT]: 'shell',
      ...Object.fromEntries(REMOTES.map((r) => [r.port, r.dir])),
    };
    home = await benchHomeRouteJs({
      url: `http://localhost:${SITE_PORT}/`,
      apps,
      chromiumPath,
      log,
    });
    try {
      firstTile = await benchFirstTile({
        url: `http://localhost:${SITE_PORT}/`,
        chromiumPath,
        log,
      });
    } catch (error) {
      errors.push(`first tile: ${error.stack ?? error}`);
    }
    if (!args.has('--no-lighthouse')) {
      try {
        lighthouse = await benchLighthouse({
          pages: [
            { name: 'home', url: `http://localhost:${SITE_PORT}/` },
            { name: 'category', url: `http://localhost:${SITE_PORT}/category/online-slots` },
          ],
          chromiumPath,
          log,
        });
      } catch (error) {
        errors.push(`lighthouse: ${error.stack ?? error}`);
      }
    }
  } catch (error) {
    errors.push(`home route JS: ${error.stack ?? error}`);
  } finally {
    log('stopping Parlor …');
    await stopParlor?.().catch((error) => errors.push(`stopping Parlor: ${error}`));
    stopParlor = null;
  }
}

if (!args.has('--no-lobby') && !args.has('--no-home')) {
  try {
    lobby = await benchLobby({
      chromiumPath,
      log,
      portWaitMs: Number(process.env.PARLOR_BENCH_PORT_WAIT ?? 120) * 1000,
    });
  } catch (error) {
    errors.push(`lobby search/filter: ${error.stack ?? error}`);
  }
}

if (!args.has('--no-getgames')) {
  try {
    getgames = await benchGetgames({ log });
  } catch (error) {
    errors.push(`getgames answers per second: ${error.stack ?? error}`);
  }
}

const chromiumVersion =
  home?.chromiumVersion ??
  spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim().replace(/^\D+/, '') ??
  null;
const results = {
  machine: {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.versions.node,
    chromium: chromiumVersion,
  },
  figures: collectFigures({ home, page, lobby, lighthouse, firstTile, getgames, remoteEntries }),
  home,
  firstTile,
  getgames,
  remoteEntries,
  lighthouse,
  page,
  lobby,
  errors,
};

console.log('');
printTable(results.figures);
const file = writeResults(results);
console.log(`\nresults: ${path.relative(ROOT, file)}`);
if (args.has('--readme')) {
  if (errors.length === 0)
    console.log(`updated ${path.relative(ROOT, await updateReadme(results))}`);
  else console.log('README not updated: the run is incomplete');
}
for (const error of errors) console.error(`\n✗ ${error}`);
const over = results.figures.filter((f) => f.status === 'over').length;
if (over) console.log(`\n${over} figure(s) over budget (marked OVER; not a failure)`);
process.exit(errors.length ? 1 : 0);
