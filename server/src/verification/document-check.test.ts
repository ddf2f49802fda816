import { decodeDocument, documentKind, isDocumentType, MAX_DOCUMENT_BYTES } from './document-check';

const b64 = (bytes: number[] | Buffer) => Buffer.from(bytes).toString('base64');

describe('an identity document', () => {
  it('is known by its first bytes', () => {
    expect(documentKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(documentKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10]))?.extension).toBe('png');
    expect(documentKind(Buffer.from('%PDF-1.7\n'))?.contentType).toBe('application/pdf');
    expect(documentKind(Buffer.from('GIF89a'))).toBeNull();
    expect(documentKind(Buffer.from('%PDF'))).toBeNull();
    expect(documentKind(Buffer.alloc(0))).toBeNull();
  });

  it('decodes strict base64 only, of an accepted kind', () => {
    expect(decodeDocument(b64(Buffer.from('%PDF-1.4 hello')))).toMatchObject({ status: 'ok' });
    expect(decodeDocument(b64(Buffer.from('<html>')))).toEqual({ status: 'invalid_document' });
    expect(decodeDocument('')).toEqual({ status: 'invalid_document' });
    expect(decodeDocument(42)).toEqual({ status: 'invalid_document' });
    // characters Buffer.from would skip silently
    expect(decodeDocument('JVBE*i0x')).toEqual({ status: 'invalid_document' });
    expect(decodeDocument('JVBERi0')).toEqual({ status: 'invalid_document' });
  });

  it('is at most 2 MiB decoded, known before decoding', () => {
    const exact = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
    exact.write('%PDF-');
    expect(decodeDocument(exact.toString('base64')).status).toBe('ok');
    const over = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    over.write('%PDF-');
    expect(decodeDocument(over.toString('base64'))).toEqual({ status: 'document_too_large' });
  });

  it('has one of the three types', () => {
    expect(['passport', 'id_card', 'driving_licence'].every(isDocumentType)).toBe(true);
    expect(isDocumentType('selfie')).toBe(false);
    expect(isDocumentType(undefined)).toBe(false);
  });
});
