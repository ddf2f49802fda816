// Payload decode and catalogue refill, timed in the bench page (bench/browser/) in Chromium, the
// page's CPU calibrated like every in-browser figure (calibration.cjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBenchPage } from './build-bench-page.mjs';
import { launchPersistent } from './chromium.mjs';
import { BENCH_DIR, ROOT } from './paths.mjs';
import { throttleCpu } from './profiles.mjs';
import { startStaticServer } from './static-server.mjs';

const TSX = path.join(ROOT, 'server', 'node_modules', '.bin', 'tsx');
export const GAME_COUNTS = [1_000, 10_000];

// crypto-js cold runs cost 100-200 ms each (PBKDF2-SHA512 in JS): few runs; the rest are cheap.
const DECODE_CASES = [
  { decoder: 'webcrypto', cold: true, runs: 15 },
  { decoder: 'webcrypto', cold: false, runs: 31 },
  { decoder: 'cryptojs', cold: true, runs: 5 },
  { decoder: 'cryptojs', cold: false, runs: 15 },
];
// IndexedDB writes hit the disk: medians of 5, after the disk has settled (see below).
const REFILL_RUNS = 5;

/** Runs bench/make-payloads.ts (the server's encoder and generator) into dataDir, bounded. */
function makePayloads(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['bench/make-payloads.ts', dataDir, GAME_COUNTS.join(',')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`make-payloads exited with ${code ?? signal}`));
    });
  });
}

/**
 * @param {{ chromiumPath: string, log: (line: string) => void, rate?: number }} options
 *   rate: the CPU throttling rate
 */
export async function benchPage({ chromiumPath, log, rate = 1 }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-page-'));
  const dataDir = path.join(work, 'data');
  const cleanups = [() => rmSync(work, { recursive: true, force: true })];
  try {
    log('building the bench page …');
    const dist = await buildBenchPage();
    log('making payloads with the server encoder and generator …');
    await makePayloads(dataDir);
    const { passphrase, payloads } = JSON.parse(
      readFileSync(path.join(dataDir, 'payloads.json'), 'utf8'),
    );

    const server = await startStaticServer(
      { '/': dist, '/data/': dataDir },
      { '/': path.join(BENCH_DIR, 'browser', 'index.html') },
    );
    cleanups.unshift(() => server.close());
    const context = await launchPersistent(path.join(work, 'profile'), chromiumPath);
    cleanups.unshift(() => context.close());
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(60_000);
    await throttleCpu(context, page, rate);
    page.on('pageerror', (error) => log(`bench page error: ${error.message}`));
    await page.goto(`${server.origin}/`);
    // page functions run in the page, where globalThis is the window
    await page.waitForFunction(() => globalThis.parlorBench?.ready === true, null, {
      timeout: 30_000,
    });

    // 5 µs timer when cross-origin isolated (the static server's COOP/COEP headers), else 100 µs
    const isolated = await page.evaluate(() => globalThis.parlorBench.isolated);
    const timerResolutionMs = isolated ? 0.005 : 0.1;

    const decode = [];
    for (const payload of payloads) {
      for (const c of DECODE_CASES) {
        log(`decode ${payload.id} ${c.decoder} ${c.cold ? 'cold' : 'warm'} ×${c.runs}`);
        const timing = await page.evaluate(
          (request) => globalThis.parlorBench.timeDecode(request),
          {
            wire: payload.wire,
            passphrase,
            ...c,
          },
        );
        decode.push({
          payload: payload.id,
          label: payload.label,
          plainBytes: payload.plainBytes,
          wireBytes: payload.wireBytes,
          decoder: c.decoder,
          cache: c.cold ? 'cold' : 'warm',
          ...timing,
        });
      }
    }

    // The build that usually runs just before leaves megabytes of writes in flight, which would
    // land on the refill's IndexedDB writes: flush them first.
    spawnSync('sync');
    const refill = [];
    for (const count of GAME_COUNTS) {
      log(`refill ${count} games ×${REFILL_RUNS}`);
      const timing = await page.evaluate((request) => globalThis.parlorBench.timeRefill(request), {
        url: `/data/games-${count}.json`,
        runs: REFILL_RUNS,
      });
      refill.push({ count, ...timing });
    }
    return { rate, timerResolutionMs, decode, refill };
  } finally {
    for (const cleanup of cleanups) {
      try {
        await cleanup();
      } catch (error) {
        log(`cleanup: ${error.message}`);
      }
    }
  }
}
