// Where identity documents are kept: files in the documents folder (settings.documentsDir, outside
// every served folder), each under a random name of its own, readable by this process's user only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from './document-check';

/** Writes the document under a fresh random name; answers that name. */
export function storeDocumentFile(dir: string, bytes: Buffer, kind: DocumentKind): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  // 'wx': a name already there is never overwritten
  fs.writeFileSync(path.join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

/** Removes a stored document whose record could not be written. */
export function removeDocumentFile(dir: string, name: string): void {
  fs.rmSync(path.join(dir, name), { force: true });
}
