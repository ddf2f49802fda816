import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort, waitForPortClosed } from '../../scripts/lib/parlor-processes.mjs';
import { ROOT } from './remote-releases';

export interface SpecProcesses {
  /** a fresh folder of the spec's own, for its databases: removed at stop */
  dir: string;
  /** Starts `entry` (from the repository's root) with `env`, and waits for `port`. */
  start(entry: string, port: number, env: Record<string, string>): Promise<void>;
  /** Stops every process started, waits for their ports to close, removes `dir`. */
  stop(): Promise<void>;
}

/** Processes of a spec's own (a controller, a site, a provider), each on its own port. */
export function specProcesses(prefix: string, baseEnv: Record<string, string> = {}): SpecProcesses {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parlor-${prefix}-`));
  const started: Array<{ child: ChildProcess; port: number }> = [];
  return {
    dir,
    async start(entry, port, env) {
      const child = spawn(process.execPath, [entry], {
        cwd: ROOT,
        env: { ...process.env, ...baseEnv, ...env },
        stdio: 'ignore',
        detached: true,
      });
      started.push({ child, port });
      await waitForPort(port);
    },
    async stop() {
      for (const { child, port } of started.splice(0).reverse()) {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        await waitForPortClosed(port);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
