// Helpers of the tests that start a built service as production runs it (the site's and the
// reference server's compiled tests).
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the output so far once `pattern` shows in it (rejects after `ms`). */
export function waitForOutput(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${out}`)), ms);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (pattern.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
}
