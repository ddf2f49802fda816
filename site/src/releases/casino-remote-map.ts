// The site's files keyed casino -> remote (the remotes manifest, the canaries): one entry changed
// at a time, and each file written whole to a temporary name, then renamed over the old one, so a
// reader sees the old or the new file, never half of one.
import fs from 'node:fs';
import path from 'node:path';

export type CasinoRemoteMap<T> = Record<string, Record<string, T>>;

/** A copy with `casino`'s `remote` set to `value`, or removed (and an empty casino with it). */
export function withEntry<T>(
  map: CasinoRemoteMap<T>,
  casino: string,
  remote: string,
  value: T | null,
): CasinoRemoteMap<T> {
  const next: CasinoRemoteMap<T> = { ...map, [casino]: { ...(map[casino] ?? {}) } };
  const remotes = next[casino]!;
  if (value === null) delete remotes[remote];
  else remotes[remote] = value;
  if (Object.keys(remotes).length === 0) delete next[casino];
  return next;
}

export function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`,
  );
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}
