// For the edge tests: one HTTP/1.1 request written byte for byte on a socket of its own, as an
// attacker's client would (Node's own client refuses the malformed headers these tests send),
// and the answer as it came: status, header block and de-chunked body. The request must ask for
// `Connection: close`: the answer ends when the server closes the socket.
import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering */
  status: number;
  head: string;
  body: string;
}

/** The body of a chunked answer; the bytes as they are when not chunked. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function rawRequest(port: number, request: Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // written, not ended: a half-closed socket is a client gone away, and its answer is dropped
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('no answer in time')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // the server may reset a connection it refused while the request was still being written
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = (split < 0 ? all : all.subarray(0, split)).toString('latin1');
      const rest = split < 0 ? Buffer.alloc(0) : all.subarray(split + 4);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const chunked = /^transfer-encoding:\s*chunked/im.test(head);
      resolve({ status, head, body: (chunked ? dechunk(rest) : rest).toString('utf8') });
    });
  });
}
