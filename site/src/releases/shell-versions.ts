// The versions of the shared singletons (React, @parlor/shared, ...) the shell build provides, from
// its federation manifest: what every release of a remote is checked against before it is used.
import fs from 'node:fs';
import path from 'node:path';
import { providedVersions, readRemoteManifest } from '@parlor/shared/release';

/** name -> version, or a sentence saying why they cannot be read. */
export function shellVersions(shellDist: string): Record<string, string> | string {
  const file = path.join(shellDist, 'mf-manifest.json');
  try {
    const manifest = readRemoteManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (manifest) return providedVersions(manifest.shared);
  } catch {
    // reported below
  }
  return `the shell build has no federation manifest (${file}): build the shell first`;
}
