// Transfer sizes of one URL as a browser would get it: the server's own gzip and brotli answers
// when it compresses, else the body compressed here (gzip level 9, brotli quality 11).
import http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Raw body bytes (never decompressed) and the content-encoding of one GET, bounded. */
function get(url, acceptEncoding, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
        else
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'] ?? 'identity',
          });
      });
      res.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`${url}: timed out`)));
    request.on('error', reject);
  });
}

/**
 * @returns {Promise<{ rawBytes: number, gzipBytes: number, brBytes: number,
 *   gzipFrom: 'server' | 'computed', brFrom: 'server' | 'computed' }>}
 */
export async function compressedSizes(url) {
  const identity = await get(url, 'identity');
  const [gzip, br] = await Promise.all([get(url, 'gzip'), get(url, 'br')]);
  const raw = identity.body;
  const gzipFromServer = gzip.encoding === 'gzip';
  const brFromServer = br.encoding === 'br';
  return {
    rawBytes: raw.length,
    gzipBytes: gzipFromServer ? gzip.body.length : gzipSync(raw, { level: 9 }).length,
    brBytes: brFromServer
      ? br.body.length
      : brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }).length,
    gzipFrom: gzipFromServer ? 'server' : 'computed',
    brFrom: brFromServer ? 'server' : 'computed',
  };
}
