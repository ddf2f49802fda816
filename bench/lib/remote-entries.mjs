// What one more remote adds to a page that shows it: its remoteEntry.js (the container and its
// share of the federation runtime), gzip -9, read from each built remote's dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths.mjs';

export function benchRemoteEntries(remotes) {
  const out = [];
  for (const remote of remotes) {
    const file = path.join(ROOT, remote.dir, 'dist', 'remoteEntry.js');
    if (!existsSync(file)) continue;
    const raw = readFileSync(file);
    out.push({
      remote: remote.name,
      rawBytes: raw.length,
      gzipBytes: zlib.gzipSync(raw, { level: 9 }).length,
    });
  }
  return out;
}
