import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary folder (tests remove it). */
export function tempDir(prefix = 'parlor-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
