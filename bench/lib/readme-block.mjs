// The README's bench block (markdown) of one results object, and its update in README.md. Every
// in-browser section names the benchmarkIndex and the CPU rate it was measured at.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeCalibration } from './calibration.cjs';
import { ROOT } from './paths.mjs';
import { FLOOR } from './lighthouse-figures.mjs';
import { BUDGETS, cpuCell, EVENT_TIMING_THRESHOLD_MS, kib, ms } from './report.mjs';

function mdTable(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '--:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const verdict = (f) =>
  !f
    ? 'not measured'
    : f.status === 'over'
      ? '**over**'
      : f.status.replace('unjudged', 'not judged');
const rounded = (values) => values.map((x) => Math.round(x)).join(', ');
/** "CPU ×2.43, benchmarkIndex 3651" of a figure (its rate and the raw index). */
const cpuOf = (f) =>
  f?.cpuKind
    ? f.cpuRate === null
      ? 'CPU not calibrated'
      : `CPU ${cpuCell(f)}, benchmarkIndex ${f.benchmarkIndex}`
    : '';
const latency = (value) => (value < EVENT_TIMING_THRESHOLD_MS ? '< 16' : Math.round(value));

function header({ machine, calibration }) {
  return [
    `Measured ${machine.date.slice(0, 10)} on ${machine.cpus} cores (${machine.cpuModel}), ` +
      `Node ${machine.node}, headless Chromium ${machine.chromium}, production build.`,
    `**Calibration** to the reference CPU: ${describeCalibration(calibration ?? null)}` +
      (calibration?.source === 'given'
        ? ' (index given with --index).'
        : calibration?.samples?.length
          ? ` (this machine's index: median of ${rounded(calibration.samples.filter((s) => s !== null))}).`
          : '.'),
  ];
}

function homeJs({ home }, byId) {
  if (!home) return [];
  const total = byId.get('home.js.total.gzip');
  const first = byId.get('home.js.before-tile.gzip');
  return [
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
  ];
}

function firstTile({ firstTile: desktop, phoneFirstTile: phone }, byId) {
  const parts = [];
  if (desktop) {
    const f = byId.get('home.first-tile');
    const fcp = byId.get('home.first-contentful-paint');
    parts.push(
      `**First tile**, guest, first visit, localhost, no network throttling, 1280×800, ${cpuOf(f)}: ` +
        `median ${f.value} ms (${rounded(desktop.samples)}; painted by ${[...new Set(desktop.sources)].join(' / ')}); ` +
        `budget ${BUDGETS.firstTileMs} ms: ${verdict(f)}. First contentful paint of the same load: ` +
        `median ${fcp.value} ms (${rounded(desktop.fcpSamples)}).`,
    );
  }
  if (phone) {
    const f = byId.get('home.phone.first-tile');
    parts.push(
      `**First tile on a phone** (412×823, touch, ${cpuOf(f)}): median ${f.value} ms ` +
        `(${rounded(phone.samples)}; first contentful paint ${Math.round(phone.fcpMedianMs)} ms); ` +
        `budget ${BUDGETS.phoneFirstTileMs} ms: ${verdict(f)}.`,
    );
  }
  return parts;
}

function interactions({ navigation, launch, inp }, byId) {
  const parts = [];
  const measured = (navigation ?? []).filter((n) => n.medianMs !== null);
  if (measured.length) {
    const any = byId.get(`navigation.${measured[0].name}`);
    parts.push(
      `**Click to content after idle** (a fresh visitor on home clicks the side menu's link; to the paint of the next page's content; ${cpuOf(any)}), median of ${measured[0].samples.length}:`,
      mdTable(
        ['page', 'link', 'median ms', 'runs ms', 'budget'],
        measured.map((n) => [
          n.name,
          n.link,
          Math.round(n.medianMs),
          rounded(n.samples),
          `${BUDGETS.navigationMs} ms: ${verdict(byId.get(`navigation.${n.name}`))}`,
        ]),
      ),
    );
  }
  if (launch) {
    const f = byId.get('launch.tile-click-to-request');
    parts.push(
      `**Tile click to the game launch request** (player ${launch.player}, home after idle, ${cpuOf(f)}): ` +
        `median ${f.value} ms (${launch.samples.map(ms).join(', ')}); budget ${BUDGETS.launchMs} ms: ${verdict(f)}.`,
    );
  }
  const inpMeasured = (inp?.interactions ?? []).filter((i) => i.medianMs !== null);
  if (inpMeasured.length) {
    const max = byId.get('inp.max');
    parts.push(
      `**INP on a phone** (412×823, touch, player ${inp.player}, ${cpuOf(max)}; Event Timing, each interaction's longest event, median of ${inpMeasured[0].runs.length} visitors; under 16 ms is not reported by the browser):`,
      mdTable(
        ['interaction', 'median ms', 'runs ms', 'budget'],
        inpMeasured.map((i) => [
          i.label,
          latency(i.medianMs),
          i.samples.map(latency).join(', '),
          `${BUDGETS.inpMs} ms: ${verdict(byId.get(`inp.${i.id}`))}`,
        ]),
      ),
      `Slowest: ${latency(inp.maxMs)} ms; budget ${BUDGETS.inpMs} ms: ${verdict(max)}.`,
    );
  }
  return parts;
}

function remoteEntriesAndGetgames({ remoteEntries, getgames }, byId) {
  const parts = [];
  if (remoteEntries?.length) {
    parts.push(
      "**Home JS per additional remote** (its `remoteEntry.js`: the container and its webpack runtime; the federation runtime, core and bundler runtime, is the shell's):",
      mdTable(
        ['remote', 'gzip KiB', 'budget'],
        remoteEntries.map((r) => {
          const f = byId.get(`remote.${r.remote}.entry.gzip`);
          return [r.remote, kib(r.gzipBytes), `${BUDGETS.perRemoteGzipKiB} KiB: ${verdict(f)}`];
        }),
      ),
    );
  }
  if (getgames) {
    const f = byId.get('getgames.per-second');
    const g = getgames;
    parts.push(
      `**getgames answers per second** (fusion, ${g.games} games, ${g.encoding} ${kib(g.wireBytes)} KiB, ` +
        `in process over Fastify inject, median of 3): ${f.value}/s (per CPU second of the server: ` +
        `${byId.get('getgames.per-cpu-second').value}/s; 304 answers: ${byId.get('getgames.not-modified.per-second').value}/s); ` +
        `budget ${BUDGETS.getgamesPerSecond}/s: ${verdict(f)}.`,
    );
  }
  return parts;
}

function decodeAndRefill({ page }, byId) {
  if (!page) return [];
  const payloads = [...new Map(page.decode.map((d) => [d.payload, d])).values()];
  const cell = (p, decoder, cache) =>
    ms(
      page.decode.find((d) => d.payload === p && d.decoder === decoder && d.cache === cache)
        .medianMs,
    );
  const large = byId.get('decode.large.webcrypto.cold');
  return [
    `**Payload decode**, median ms (${cpuOf(large)}; cold: key derivation, 999 rounds of PBKDF2-SHA512, included; warm: cached key):`,
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
    `Budget WebCrypto ${BUDGETS.decodeWebCrypto55KbMs} ms for 55 KB: ${verdict(large)}.`,
    `**Catalogue refill** (\`refillCatalogue\`, IndexedDB on disk, one transaction in slices, ${cpuOf(large)}), median of 5:`,
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
  ];
}

function lobby({ lobby: l }, byId) {
  if (!l) return [];
  const f = (id) => byId.get(id);
  return [
    `**Lobby search and filter** over ${l.games.toLocaleString('en-US')} games (${cpuOf(f('lobby.search.median'))}), median ms: ` +
      `search (debounce to results painted) ${f('lobby.search.median').value}, ` +
      `filter click to grid painted ${f('lobby.filter.median').value}; ` +
      `budget ${BUDGETS.lobbySearchFilterMs} ms: ${verdict(f('lobby.search.median'))} / ${verdict(f('lobby.filter.median'))}.`,
  ];
}

/** "median (min–max)" of a figure, and the floor's beside it */
const withFloor = (f) => (f ? [f.display ?? f.value, f.floor?.display ?? '–'] : ['–', '–']);

function lighthouse({ lighthouse: all }, byId) {
  const pages = (all ?? []).filter((page) => !page.error && page.name !== FLOOR);
  if (!pages.length) return [];
  const score = byId.get(`lighthouse.${pages[0].name}.score`);
  const dropped = pages.reduce((n, p) => n + (p.dropped ?? 0), 0);
  const attempts = pages.reduce((n, p) => n + (p.attempts ?? 0), 0);
  return [
    `**Lighthouse** (mobile, cpuSlowdownMultiplier ${score.cpuRate ?? 'its default 4 (not calibrated)'}, benchmarkIndex ${score.benchmarkIndex ?? 'unknown'}; ` +
      `per run a simulated pass (score, LCP, CLS) and a devtools pass (TBT); median (min–max) of ${pages[0].scores.length} runs, ` +
      `${dropped} of ${attempts} runs dropped: index off calibration by more than 10%). The floor: React, react-dom and the ` +
      `federation runtime hydrating the same home HTML, in the same run. Budgets: score ≥ ${BUDGETS.lighthouseScore} (aim ${BUDGETS.lighthouseScoreAim}), ` +
      `LCP ≤ ${BUDGETS.lighthouseLcpMs} ms, TBT ≤ ${BUDGETS.lighthouseTbtMs} ms and ≤ floor + ${BUDGETS.lighthouseTbtOverFloorMs} ms, CLS ${BUDGETS.lighthouseCls}:`,
    mdTable(
      ['page', 'score', 'floor', 'LCP ms', 'floor', 'TBT ms', 'floor', 'CLS', 'budgets'],
      pages.map((l) => {
        const figures = ['score', 'lcp', 'tbt', 'cls'].map((k) =>
          byId.get(`lighthouse.${l.name}.${k}`),
        );
        const over = figures.filter((f) => f?.status === 'over');
        return [
          l.name,
          ...withFloor(figures[0]),
          ...withFloor(figures[1]),
          ...withFloor(figures[2]),
          figures[3]?.display ?? '–',
          over.length
            ? `**over**: ${over.map((f) => f.id.split('.').pop().toUpperCase()).join(', ')}`
            : verdict(figures[0]),
        ];
      }),
    ),
  ];
}

function traces({ traces: all }, byId) {
  const pages = (all ?? []).filter((page) => !page.error && page.name !== FLOOR);
  if (!pages.length) return [];
  const longest = byId.get(`trace.${pages[0].name}.phone.longest`);
  return [
    `**Main-thread tasks before idle** (Chromium trace, no simulator; median (min–max) of ${pages[0].runs.phone.length} visits, ` +
      `the floor beside): tasks of 10 ms or more unthrottled, count and sum; on a phone (${cpuOf(longest)}) the longest task ` +
      `(budget ${BUDGETS.longestTaskPhoneMs} ms) and the tasks over 50 ms (at most ${BUDGETS.tasksOver50PhoneMax}):`,
    mdTable(
      [
        'page',
        'tasks ≥ 10 ms',
        'floor',
        'sum ms',
        'floor',
        'phone longest ms',
        'floor',
        'over 50 ms',
        'floor',
      ],
      pages.map((t) => [
        t.name,
        ...['tasks10.count', 'tasks10.sum', 'phone.longest', 'phone.over50'].flatMap((k) =>
          withFloor(byId.get(`trace.${t.name}.${k}`)),
        ),
      ]),
    ),
  ];
}

/** The README block (markdown) of one results object. */
export function readmeBlock(results) {
  const byId = new Map(results.figures.map((f) => [f.id, f]));
  return [
    ...header(results),
    ...homeJs(results, byId),
    ...firstTile(results, byId),
    ...interactions(results, byId),
    ...remoteEntriesAndGetgames(results, byId),
    ...decodeAndRefill(results, byId),
    ...lobby(results, byId),
    ...lighthouse(results, byId),
    ...traces(results, byId),
    'Details: `bench/results/latest.json`.',
  ].join('\n\n');
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
