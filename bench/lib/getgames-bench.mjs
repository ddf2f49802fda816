// getgames answers per second: bench/getgames-throughput.ts (tsx, the server's own code), median
// of its three runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { median } from './median.mjs';

const TSX = path.join(ROOT, 'server', 'node_modules', '.bin', 'tsx');

export function benchGetgames({ log, seconds = 3 }) {
  log('getgames answers per second (in process) …');
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['bench/getgames-throughput.ts', String(seconds)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`getgames-throughput exited with ${code ?? signal}`));
      const result = JSON.parse(out.trim().split('\n').pop());
      resolve({
        ...result,
        medianPerSecond: median(result.runs.map((r) => r.perSecond)),
        medianPerCpuSecond: median(result.runs.map((r) => r.perCpuSecond)),
      });
    });
  });
}
