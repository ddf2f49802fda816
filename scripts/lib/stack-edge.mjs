// The stack's edge: nginx with the generated configuration, its pid, logs and temporary files in
// the stack's folder. nginx goes to the background by itself once its configuration is read.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { recordProcess, stopProcess, waitUntilListening } from './stack-processes.mjs';

const require = createRequire(import.meta.url);
const { localEdgeConf } = require('./stack-edge-profiles.cjs');

function nginxArgs(layout) {
  return ['-p', layout.nginx.prefix, '-c', layout.nginx.conf, '-e', layout.nginx.errorLog];
}

function runNginx(nginx, args) {
  return new Promise((resolve, reject) => {
    execFile(nginx, args, { timeout: 15_000, encoding: 'utf8' }, (error, _stdout, stderr) => {
      if (error)
        reject(new Error(`nginx ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}

function edgePid(layout) {
  try {
    return Number(readFileSync(layout.nginx.pid, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

/** Writes the configuration, checks it, starts nginx; resolves once it listens. */
export async function startEdge({ nginx, brotliModule, ports, layout, root, remoteDirs }) {
  mkdirSync(layout.nginx.temp, { recursive: true });
  writeFileSync(
    layout.nginx.conf,
    localEdgeConf({
      ports,
      layout,
      root,
      remoteDirs,
      brotliModule,
      asRoot: process.getuid?.() === 0,
    }),
  );
  await runNginx(nginx, ['-t', '-q', ...nginxArgs(layout)]);
  await runNginx(nginx, nginxArgs(layout));
  const pid = edgePid(layout);
  if (pid) recordProcess(layout, 'edge', pid);
  await waitUntilListening(ports.edge, {
    what: 'the edge (nginx)',
    timeoutMs: 10_000,
    log: layout.nginx.errorLog,
  });
}

/**
 * Stops nginx gracefully (requests under way finish) if it runs and `isOurs(pid)`; resolves with
 * whether it ran.
 */
export async function stopEdge(layout, isOurs) {
  const pid = edgePid(layout);
  if (!pid || !isOurs(pid)) return false;
  await stopProcess(pid, { how: 'SIGQUIT', group: false, timeoutMs: 10_000 });
  return true;
}
