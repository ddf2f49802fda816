// The secret preview links are signed with: PARLOR_PREVIEW_SECRET, or a random one kept in a file
// beside the remotes manifest (made on first use, readable by its owner only), so that the
// command that prints a link and every site process of one machine agree on it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

export function previewSecretFileFor(manifestFile: string): string {
  return path.join(path.dirname(manifestFile), 'preview.secret');
}

/** `fromEnv`: PARLOR_PREVIEW_SECRET, which wins over the file when set. */
export function previewSecret(file: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH)
      throw new Error(`PARLOR_PREVIEW_SECRET must be at least ${MIN_LENGTH} characters`);
    return fromEnv;
  }
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_LENGTH) return kept;
  } catch {
    // none yet: made below
  }
  const made = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two processes starting at once keep the first one's secret
    fs.writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
