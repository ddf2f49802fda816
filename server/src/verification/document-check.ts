// An identity document as sent: base64 text whose decoded bytes are a JPEG, a PNG or a PDF, known
// by their first bytes (never by a name or a type the client claims), of at most 2 MiB.
import type { IdentityDocumentType } from '@parlor/shared/types';

export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

export const DOCUMENT_TYPES: readonly IdentityDocumentType[] = [
  'passport',
  'id_card',
  'driving_licence',
];

export interface DocumentKind {
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
}

const KINDS: readonly (DocumentKind & { magic: readonly number[] })[] = [
  { contentType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  // %PDF-
  { contentType: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

// strict base64: Buffer.from skips characters it does not know, so a text is checked first
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

export function isDocumentType(value: unknown): value is IdentityDocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The kind of a file by its first bytes, or null when it is none of the accepted ones. */
export function documentKind(bytes: Uint8Array): DocumentKind | null {
  const kind = KINDS.find((k) => k.magic.every((byte, i) => bytes[i] === byte));
  return kind ? { contentType: kind.contentType, extension: kind.extension } : null;
}

export type DecodedDocument =
  | { status: 'ok'; bytes: Buffer; kind: DocumentKind }
  | { status: 'invalid_document' | 'document_too_large' };

/** The decoded document, or why it is refused (its size is known before it is decoded). */
export function decodeDocument(data: unknown): DecodedDocument {
  if (typeof data !== 'string' || data.length === 0 || data.length % 4 !== 0) {
    return { status: 'invalid_document' };
  }
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding > MAX_DOCUMENT_BYTES) {
    return { status: 'document_too_large' };
  }
  if (!BASE64_RE.test(data)) return { status: 'invalid_document' };
  const bytes = Buffer.from(data, 'base64');
  const kind = documentKind(bytes);
  return kind ? { status: 'ok', bytes, kind } : { status: 'invalid_document' };
}
