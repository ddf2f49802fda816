// Figures with their budgets: bench/results/latest.json and the console table (the README block
// is readme-block.mjs). In-browser figures are judged only when calibrated to the reference CPU
// (calibration.cjs): each carries the raw benchmarkIndex and the CPU rate it was measured at.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeCalibration, figureCalibration } from './calibration.cjs';
import { BUDGETS } from './budgets.mjs';
import { figure } from './figure.mjs';
import { lighthouseFigures, traceFigures } from './lighthouse-figures.mjs';
import { RESULTS_DIR } from './paths.mjs';

export { BUDGETS };

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
export const ms = (value) => Math.round(value * 100) / 100;
const DECODER_NAMES = { webcrypto: 'WebCrypto', cryptojs: 'crypto-js' };
/** Event Timing reports no event under 16 ms: a latency of 0 stands for "under 16 ms". */
export const EVENT_TIMING_THRESHOLD_MS = 16;

function firstTileFigures(results, cpu) {
  const out = [];
  const { firstTile, phoneFirstTile } = results;
  if (firstTile) {
    out.push(
      figure(
        'home.first-tile',
        'First tile, guest, first visit, 1280×800 (median)',
        Math.round(firstTile.medianMs),
        'ms',
        BUDGETS.firstTileMs,
        false,
        cpu('desktop'),
      ),
      figure(
        'home.first-contentful-paint',
        'First contentful paint of that load (median)',
        Math.round(firstTile.fcpMedianMs),
        'ms',
        null,
        false,
        cpu('desktop'),
      ),
    );
  }
  if (phoneFirstTile) {
    out.push(
      figure(
        'home.phone.first-tile',
        'First tile, guest, first visit, phone 412×823 (median)',
        Math.round(phoneFirstTile.medianMs),
        'ms',
        BUDGETS.phoneFirstTileMs,
        false,
        cpu('phone'),
      ),
      figure(
        'home.phone.first-contentful-paint',
        'First contentful paint of the phone load (median)',
        Math.round(phoneFirstTile.fcpMedianMs),
        'ms',
        null,
        false,
        cpu('phone'),
      ),
    );
  }
  return out;
}

function interactionFigures(results, cpu) {
  const out = [];
  for (const n of results.navigation ?? []) {
    if (n.medianMs === null) continue;
    out.push(
      figure(
        `navigation.${n.name}`,
        `Click to content after idle: ${n.name} (median)`,
        Math.round(n.medianMs),
        'ms',
        BUDGETS.navigationMs,
        false,
        cpu('desktop'),
      ),
    );
  }
  if (results.launch) {
    out.push(
      figure(
        'launch.tile-click-to-request',
        'Tile click to the game launch request, player (median)',
        ms(results.launch.medianMs),
        'ms',
        BUDGETS.launchMs,
        false,
        cpu('desktop'),
      ),
    );
  }
  const inp = results.inp;
  for (const i of inp?.interactions ?? []) {
    if (i.medianMs === null) continue;
    out.push({
      ...figure(
        `inp.${i.id}`,
        `INP, phone: ${i.label} (median)`,
        i.medianMs,
        'ms',
        BUDGETS.inpMs,
        false,
        cpu('phone'),
      ),
      ...(i.medianMs < EVENT_TIMING_THRESHOLD_MS ? { display: '< 16' } : {}),
    });
  }
  if (inp?.maxMs !== null && inp?.maxMs !== undefined) {
    out.push({
      ...figure(
        'inp.max',
        'INP, phone: the slowest of the six',
        inp.maxMs,
        'ms',
        BUDGETS.inpMs,
        false,
        cpu('phone'),
      ),
      ...(inp.maxMs < EVENT_TIMING_THRESHOLD_MS ? { display: '< 16' } : {}),
    });
  }
  return out;
}

function serverAndSizeFigures({ home, getgames, remoteEntries = [] }) {
  const out = [];
  for (const r of remoteEntries) {
    out.push(
      figure(
        `remote.${r.remote}.entry.gzip`,
        `Home JS per additional remote: ${r.remote} remoteEntry.js (gzip)`,
        kib(r.gzipBytes),
        'KiB',
        BUDGETS.perRemoteGzipKiB,
      ),
    );
  }
  if (getgames) {
    out.push(
      figure(
        'getgames.per-second',
        `getgames answers per second (fusion, ${getgames.games} games, ${getgames.encoding}, in process, median)`,
        Math.round(getgames.medianPerSecond),
        '/s',
        BUDGETS.getgamesPerSecond,
        true,
      ),
      figure(
        'getgames.per-cpu-second',
        'getgames answers per CPU second of the server process (median)',
        Math.round(getgames.medianPerCpuSecond),
        '/s',
      ),
      figure(
        'getgames.not-modified.per-second',
        'getgames 304 answers per second (If-None-Match)',
        Math.round(getgames.notModified.perSecond),
        '/s',
      ),
    );
  }
  if (home) {
    for (const app of home.apps) {
      out.push(
        figure(`home.js.${app.app}.gzip`, `Home JS ${app.app} (gzip)`, kib(app.gzipBytes), 'KiB'),
      );
    }
    out.push(
      figure(
        'home.js.before-tile.gzip',
        'Home JS asked for before the first tile, all apps (gzip)',
        kib(home.beforeTile.gzipBytes),
        'KiB',
        BUDGETS.homeJsGzipKiB,
      ),
      figure(
        'home.js.total.gzip',
        'Home JS, all apps, all after idle (gzip)',
        kib(home.total.gzipBytes),
        'KiB',
        BUDGETS.homeJsAfterIdleGzipKiB,
      ),
      figure('home.js.total.br', 'Home JS, all apps (brotli)', kib(home.total.brBytes), 'KiB'),
    );
  }
  return out;
}

function pageFigures(page, cpu) {
  const out = [];
  for (const d of page?.decode ?? []) {
    const budgeted = d.payload === 'large' && d.decoder === 'webcrypto';
    out.push(
      figure(
        `decode.${d.payload}.${d.decoder}.${d.cache}`,
        `Decode ${d.label} (${kib(d.plainBytes)} KiB), ${DECODER_NAMES[d.decoder]}, ${d.cache} key`,
        ms(d.medianMs),
        'ms',
        budgeted ? BUDGETS.decodeWebCrypto55KbMs : null,
        false,
        cpu('desktop'),
      ),
    );
  }
  for (const r of page?.refill ?? []) {
    out.push(
      figure(
        `refill.${r.count}`,
        `Catalogue refill, ${r.count.toLocaleString('en-US')} games (total)`,
        ms(r.medianMs),
        'ms',
        null,
        false,
        cpu('desktop'),
      ),
      figure(
        `refill.${r.count}.longest-task`,
        `Catalogue refill, ${r.count.toLocaleString('en-US')} games: longest main-thread task`,
        ms(r.longestTask.medianMs),
        'ms',
        r.count === 10_000 ? BUDGETS.refillLongestTaskMs : null,
        false,
        cpu('desktop'),
      ),
    );
  }
  return out;
}

function lobbyFigures(lobby, cpu) {
  const out = [];
  for (const kind of lobby ? ['search', 'filter'] : []) {
    const label =
      kind === 'search' ? 'debounce to results painted' : 'filter click to grid painted';
    out.push(
      figure(
        `lobby.${kind}.median`,
        `Lobby ${kind}, ${lobby.games.toLocaleString('en-US')} games: ${label} (median)`,
        ms(lobby[kind].medianMs),
        'ms',
        BUDGETS.lobbySearchFilterMs,
        false,
        cpu('desktop'),
      ),
      figure(
        `lobby.${kind}.max`,
        `Lobby ${kind}, ${lobby.games.toLocaleString('en-US')} games (slowest)`,
        ms(lobby[kind].maxMs),
        'ms',
        null,
        false,
        cpu('desktop'),
      ),
    );
  }
  return out;
}

/**
 * The flat list of figures, each with its unit, budget (or null), pass/over/info/unjudged, and
 * for in-browser figures the benchmarkIndex and CPU rate it was measured at.
 * @param {Record<string, any>} results  every probe's result (null when not run), `calibration`
 */
export function collectFigures(results) {
  const calibration = results.calibration ?? null;
  /** @param {'desktop' | 'phone' | 'lighthouse'} kind */
  const cpu = (kind) => figureCalibration(calibration, kind);
  return [
    ...firstTileFigures(results, cpu),
    ...interactionFigures(results, cpu),
    ...serverAndSizeFigures(results),
    ...pageFigures(results.page, cpu),
    ...lobbyFigures(results.lobby, cpu),
    ...lighthouseFigures(results.lighthouse, cpu),
    ...traceFigures(results.traces, cpu),
  ];
}

export function writeResults(results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  // write then rename: an interrupted run never leaves half a file
  writeFileSync(`${file}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

const STATUS_MARK = { pass: 'pass', over: 'OVER', info: '', unjudged: 'not judged' };

/** A figure's CPU: '×2.43' for CDP throttling, 'LH ×9.74' for Lighthouse's multiplier. */
export function cpuCell(f) {
  if (!f.cpuKind) return '';
  if (f.cpuRate === null) return 'uncalibrated';
  return `${f.cpuKind === 'lighthouse' ? 'LH ' : ''}×${f.cpuRate}`;
}

export function printTable(figures, calibration = null, print = console.log) {
  print(`calibration: ${describeCalibration(calibration)}`);
  print('');
  // a figure of several runs: median (min–max); the floor page's figure of the same run beside
  const rows = figures.map((f) => [
    f.label,
    `${f.display ?? f.value} ${f.unit}`.trim(),
    f.floor ? `${f.floor.display} ${f.unit}`.trim() : '',
    f.budgetText ??
      (f.budget === null ? '' : `${f.higherIsBetter ? '≥' : '≤'} ${f.budget} ${f.unit}`),
    cpuCell(f),
    STATUS_MARK[f.status],
  ]);
  const header = ['figure', 'measured', 'floor', 'budget', 'CPU', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  print(line(header));
  print(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) print(line(row));
}
