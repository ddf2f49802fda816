// Servers on one core, Chromium on another: on a machine of two cores or more the bench pins
// itself, and so every server and tool it starts (they inherit it), to the first core it may use,
// and runs Chromium (Playwright's and Lighthouse's) through a wrapper pinned to the second. The
// page's main thread then never waits for the servers' CPU. Skipped quietly without taskset
// (util-linux) or with one core.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** '0-2,5' -> [0, 1, 2, 5] */
export function parseCpuList(list) {
  return list
    .trim()
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/**
 * @param {{ chromiumPath: string, log: (line: string) => void }} options
 * @returns {{ chromiumPath: string, pinned: { servers: number, chromium: number } | null,
 *   cleanUp: () => void }}
 */
export function pinCores({ chromiumPath, log }) {
  const unpinned = { chromiumPath, pinned: null, cleanUp: () => {} };
  const current = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  if (current.error || current.status !== 0) return unpinned; // no taskset
  const cpus = parseCpuList(current.stdout.split(':').pop() ?? '');
  if (cpus.length < 2) return unpinned;
  const [servers, chromium] = /** @type {[number, number]} */ (cpus);
  const pin = spawnSync('taskset', ['-a', '-c', '-p', String(servers), String(process.pid)]);
  if (pin.status !== 0) return unpinned;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-cpu-'));
  const wrapper = path.join(dir, 'chromium');
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec taskset -c ${chromium} ${JSON.stringify(chromiumPath)} "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  log(`CPU: the bench and its servers on core ${servers}, Chromium on core ${chromium}`);
  return {
    chromiumPath: wrapper,
    pinned: { servers, chromium },
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
