// The secret preview links are signed with: PARLOR_PREVIEW_SECRET, or a random one kept in the
// site's store (made on first use), so that whatever prints a link and every site process in
// front of the casino agree on it. A site that kept it in a file before its store keeps that one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteStore } from '../state/site-store';

const MIN_LENGTH = 32;

/** Where a site kept the secret before its store: beside the old manifest file. */
export function previewSecretFileFor(manifestFile: string): string {
  return path.join(path.dirname(manifestFile), 'preview.secret');
}

function legacySecret(file: string): string | null {
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    return kept.length >= MIN_LENGTH ? kept : null;
  } catch {
    return null;
  }
}

/** `fromEnv`: PARLOR_PREVIEW_SECRET, which wins over the store when set. */
export async function previewSecret(
  store: Pick<SiteStore, 'secret'>,
  fromEnv: string | undefined,
  legacyFile: string,
): Promise<string> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH)
      throw new Error(`PARLOR_PREVIEW_SECRET must be at least ${MIN_LENGTH} characters`);
    return fromEnv;
  }
  return store.secret(
    'preview',
    () => legacySecret(legacyFile) ?? randomBytes(32).toString('base64url'),
  );
}
