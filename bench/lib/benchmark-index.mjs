// The machine's speed as Lighthouse measures it (lhr.environment.benchmarkIndex): a few Lighthouse
// runs against a trivial local page, their median. The bench calibrates every in-browser figure
// to it (calibration.cjs), so it is measured before anything else runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { medianIndex } from './calibration.cjs';
import { runLighthouse } from './lighthouse.mjs';
import { startStaticServer } from './static-server.mjs';

const TRIVIAL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>index</title>' +
  '<meta name="viewport" content="width=device-width"></head><body><p>benchmarkIndex</p></body></html>';

/**
 * @param {{ chromiumPath: string, log: (line: string) => void, runs?: number }} options
 * @returns {Promise<{ index: number, samples: (number | null)[] }>}
 */
export async function measureBenchmarkIndex({ chromiumPath, log, runs = 5 }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-index-'));
  const file = path.join(dir, 'index.html');
  writeFileSync(file, TRIVIAL_PAGE);
  const server = await startStaticServer({}, { '/': file });
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      log(`benchmarkIndex: Lighthouse run ${i + 1}/${runs} on a trivial page …`);
      const report = await runLighthouse(`${server.origin}/`, chromiumPath).catch((error) => {
        log(`benchmarkIndex run failed: ${error.message}`);
        return null;
      });
      samples.push(report?.environment?.benchmarkIndex ?? null);
    }
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const index = medianIndex(samples);
  if (index === null) throw new Error('no Lighthouse run gave a benchmarkIndex');
  log(`benchmarkIndex: ${samples.map((s) => (s === null ? '–' : Math.round(s))).join(', ')}`);
  return { index, samples };
}
