// Figures with their budgets: bench/results/latest.json, the console table and the README block.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, ROOT } from './paths.mjs';

export const BUDGETS = {
  homeJsGzipKiB: 170,
  homeJsAfterIdleGzipKiB: 250,
  firstTileMs: 500,
  perRemoteGzipKiB: 3,
  decodeWebCrypto55KbMs: 5,
  refillLongestTaskMs: 50,
  lobbySearchFilterMs: 30,
  lighthouseScore: 95,
  lighthouseTbtMs: 100,
  lighthouseLcpMs: 2500,
  lighthouseCls: 0,
  getgamesPerSecond: 2000,
};

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const ms = (value) => Math.round(value * 100) / 100;
const DECODER_NAMES = { webcrypto: 'WebCrypto', cryptojs: 'crypto-js' };

function figure(id, label, value, unit, budget = null, higherIsBetter = false) {
  const status =
    budget === null
      ? 'info'
      : (higherIsBetter ? value >= budget : value <= budget)
        ? 'pass'
        : 'over';
  return { id, label, value, unit, budget, status, higherIsBetter };
}

/** The flat list of figures, each with its unit, budget (or null) and pass/over/info. */
export function collectFigures({
  home,
  page,
  lobby = null,
  lighthouse = null,
  firstTile = null,
  getgames = null,
  remoteEntries = [],
}) {
  const figures = [];
  if (firstTile) {
    figures.push(
      figure(
        'home.first-tile',
        'First tile, guest, first visit (median)',
        Math.round(firstTile.medianMs),
        'ms',
        BUDGETS.firstTileMs,
      ),
    );
  }
  for (const r of remoteEntries) {
    figures.push(
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
    figures.push(
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
      figures.push(
        figure(`home.js.${app.app}.gzip`, `Home JS ${app.app} (gzip)`, kib(app.gzipBytes), 'KiB'),
      );
    }
    figures.push(
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
  if (page) {
    for (const d of page.decode) {
      const budgeted = d.payload === 'large' && d.decoder === 'webcrypto';
      figures.push(
        figure(
          `decode.${d.payload}.${d.decoder}.${d.cache}`,
          `Decode ${d.label} (${kib(d.plainBytes)} KiB), ${DECODER_NAMES[d.decoder]}, ${d.cache} key`,
          ms(d.medianMs),
          'ms',
          budgeted ? BUDGETS.decodeWebCrypto55KbMs : null,
        ),
      );
    }
    for (const r of page.refill) {
      figures.push(
        figure(
          `refill.${r.count}`,
          `Catalogue refill, ${r.count.toLocaleString('en-US')} games (total)`,
          ms(r.medianMs),
          'ms',
        ),
        figure(
          `refill.${r.count}.longest-task`,
          `Catalogue refill, ${r.count.toLocaleString('en-US')} games: longest main-thread task`,
          ms(r.longestTask.medianMs),
          'ms',
          r.count === 10_000 ? BUDGETS.refillLongestTaskMs : null,
        ),
      );
    }
  }
  if (lobby) {
    for (const kind of ['search', 'filter']) {
      const label =
        kind === 'search' ? 'debounce to results painted' : 'filter click to grid painted';
      figures.push(
        figure(
          `lobby.${kind}.median`,
          `Lobby ${kind}, ${lobby.games.toLocaleString('en-US')} games: ${label} (median)`,
          ms(lobby[kind].medianMs),
          'ms',
          BUDGETS.lobbySearchFilterMs,
        ),
        figure(
          `lobby.${kind}.max`,
          `Lobby ${kind}, ${lobby.games.toLocaleString('en-US')} games (slowest)`,
          ms(lobby[kind].maxMs),
          'ms',
        ),
      );
    }
  }
  for (const l of lighthouse ?? []) {
    figures.push(
      figure(
        `lighthouse.${l.name}.score`,
        `Lighthouse mobile performance, ${l.name}`,
        l.score,
        'points',
        BUDGETS.lighthouseScore,
        true,
      ),
      figure(
        `lighthouse.${l.name}.lcp`,
        `Lighthouse ${l.name}: LCP`,
        ms(l.metrics.lcp),
        'ms',
        BUDGETS.lighthouseLcpMs,
      ),
      figure(
        `lighthouse.${l.name}.tbt`,
        `Lighthouse ${l.name}: TBT`,
        ms(l.metrics.tbt),
        'ms',
        BUDGETS.lighthouseTbtMs,
      ),
      figure(
        `lighthouse.${l.name}.cls`,
        `Lighthouse ${l.name}: CLS`,
        ms(l.metrics.cls),
        '',
        BUDGETS.lighthouseCls,
      ),
    );
  }
  return figures;
}

export function writeResults(results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  // write then rename: an interrupted run never leaves half a file
  writeFileSync(`${file}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

const STATUS_MARK = { pass: 'pass', over: 'OVER', info: '' };

export function printTable(figures, print = console.log) {
  const rows = figures.map((f) => [
    f.label,
    `${f.value} ${f.unit}`,
    f.budget === null ? '' : `${f.higherIsBetter ? '≥' : '≤'} ${f.budget} ${f.unit}`,
    STATUS_MARK[f.status],
  ]);
  const header = ['figure', 'measured', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  print(line(header));
  print(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) print(line(row));
}

function mdTable(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '--:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const verdict = (f) => (f.status === 'over' ? '**over**' : f.status);

/** The README block (markdown) of one results object. */
export function readmeBlock(results) {
  const { machine, home, page, figures } = results;
  const byId = new Map(figures.map((f) => [f.id, f]));
  const parts = [
    `Measured ${machine.date.slice(0, 10)} on ${machine.cpus} cores (${machine.cpuModel}), ` +
      `Node ${machine.node}, headless Chromium ${machine.chromium}, production build` +
      (results.lighthouse?.length
        ? `, Lighthouse benchmarkIndex ${results.lighthouse.map((l) => Math.round(l.benchmarkIndex ?? 0)).join(' / ')}.`
        : '.'),
  ];
  if (home) {
    const total = byId.get('home.js.total.gzip');
    const first = byId.get('home.js.before-tile.gzip');
    parts.push(
      '**Home route JavaScript** (first load as a guest, five remotes registered, until the lobby tiles are painted and the network is idle):',
      mdTable(
        ['app', 'scripts', 'gzip KiB', 'brotli KiB'],
        [
          ...home.apps.map((a) => [a.app, a.scripts, kib(a.gzipBytes), kib(a.brBytes)]),
          [
            '**total**',
            home.total.scripts,
            `**${kib(home.total.gzipBytes)}**`,
            kib(home.total.brBytes),
          ],
        ],
      ),
      `All after idle: budget ${BUDGETS.homeJsAfterIdleGzipKiB} KiB gzip: ${verdict(total)}. ` +
        `Asked for before the first tile was visible: ${kib(home.beforeTile.gzipBytes)} KiB gzip ` +
        `in ${home.beforeTile.scripts} scripts; budget ${BUDGETS.homeJsGzipKiB} KiB: ${verdict(first)}.`,
    );
  }
  if (results.firstTile) {
    const f = byId.get('home.first-tile');
    parts.push(
      `**First tile**, guest, first visit, localhost, no throttling: median ${f.value} ms ` +
        `(${results.firstTile.samples.map((x) => Math.round(x)).join(', ')}); budget ${BUDGETS.firstTileMs} ms: ${verdict(f)}.`,
    );
  }
  if (results.remoteEntries?.length) {
    parts.push(
      "**Home JS per additional remote** (its `remoteEntry.js`: the container and its webpack runtime; the federation runtime, core and bundler runtime, is the shell's):",
      mdTable(
        ['remote', 'gzip KiB', 'budget'],
        results.remoteEntries.map((r) => {
          const f = byId.get(`remote.${r.remote}.entry.gzip`);
          return [r.remote, kib(r.gzipBytes), `${BUDGETS.perRemoteGzipKiB} KiB: ${verdict(f)}`];
        }),
      ),
    );
  }
  if (results.getgames) {
    const f = byId.get('getgames.per-second');
    const g = results.getgames;
    parts.push(
      `**getgames answers per second** (fusion, ${g.games} games, ${g.encoding} ${kib(g.wireBytes)} KiB, ` +
        `in process over Fastify inject, median of 3): ${f.value}/s (per CPU second of the server: ` +
        `${byId.get('getgames.per-cpu-second').value}/s; 304 answers: ${byId.get('getgames.not-modified.per-second').value}/s); ` +
        `budget ${BUDGETS.getgamesPerSecond}/s: ${verdict(f)}.`,
    );
  }
  if (page) {
    const payloads = [...new Map(page.decode.map((d) => [d.payload, d])).values()];
    const cell = (p, decoder, cache) =>
      ms(
        page.decode.find((d) => d.payload === p && d.decoder === decoder && d.cache === cache)
          .medianMs,
      );
    const large = byId.get('decode.large.webcrypto.cold');
    parts.push(
      '**Payload decode**, median ms (cold: key derivation, 999 rounds of PBKDF2-SHA512, included; warm: cached key):',
      mdTable(
        ['payload', 'WebCrypto cold', 'WebCrypto warm', 'crypto-js cold', 'crypto-js warm'],
        payloads.map((p) => [
          `${p.label}, ${kib(p.plainBytes)} KiB`,
          cell(p.payload, 'webcrypto', 'cold'),
          cell(p.payload, 'webcrypto', 'warm'),
          cell(p.payload, 'cryptojs', 'cold'),
          cell(p.payload, 'cryptojs', 'warm'),
        ]),
      ),
      `Budget WebCrypto ${BUDGETS.decodeWebCrypto55KbMs} ms for 55 KB: ${large ? verdict(large) : 'not measured'}.`,
      '**Catalogue refill** (`refillCatalogue`, IndexedDB on disk, one transaction in slices), median of 5:',
      mdTable(
        ['games', 'total ms', 'longest main-thread task ms', 'budget'],
        page.refill.map((r) => {
          const f = byId.get(`refill.${r.count}.longest-task`);
          return [
            r.count.toLocaleString('en-US'),
            ms(r.medianMs),
            ms(r.longestTask.medianMs),
            f.budget === null ? '' : `${f.budget} ms: ${verdict(f)}`,
          ];
        }),
      ),
    );
  }
  if (results.lobby) {
    const f = (id) => byId.get(id);
    parts.push(
      `**Lobby search and filter** over ${results.lobby.games.toLocaleString('en-US')} games, median ms: ` +
        `search (debounce to results painted) ${f('lobby.search.median').value}, ` +
        `filter click to grid painted ${f('lobby.filter.median').value}; ` +
        `budget ${BUDGETS.lobbySearchFilterMs} ms: ${verdict(f('lobby.search.median'))} / ${verdict(f('lobby.filter.median'))}.`,
    );
  }
  if (results.lighthouse?.length) {
    parts.push(
      `**Lighthouse** (mobile, simulated throttling; each figure the median of its ${results.lighthouse[0].scores.length} runs), budget ${BUDGETS.lighthouseScore} points:`,
      mdTable(
        ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        results.lighthouse.map((l) => [
          `${l.name}${byId.get(`lighthouse.${l.name}.score`)?.status === 'over' ? ' (**under budget**)' : ''}`,
          l.score,
          Math.round(l.metrics.fcp),
          Math.round(l.metrics.lcp),
          Math.round(l.metrics.tbt),
          ms(l.metrics.cls),
        ]),
      ),
    );
  }
  parts.push('Details: `bench/results/latest.json`.');
  return parts.join('\n\n');
}

/** Replaces the README's bench block, formatted with the repository's Prettier settings. */
export async function updateReadme(results) {
  const file = path.join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error('README.md has no bench:start / bench:end block');
  let block = readmeBlock(results);
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    block = (await prettier.format(block, { ...options, parser: 'markdown' })).trim();
  } catch {
    /* unformatted is still valid markdown */
  }
  // blank lines around the block: the end marker must not join the last paragraph
  const next = `${readme.slice(0, from + start.length)}\n\n${block}\n\n${readme.slice(to)}`;
  writeFileSync(file, next);
  return file;
}
