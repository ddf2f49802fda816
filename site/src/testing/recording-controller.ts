// For the edge tests: a stand-in casino controller that keeps every request it was sent (path and
// headers) and answers the boot info of the casino its Host names, as the reference controller
// picks it (fusion for any name it does not know); every other request gets a fixed answer, so
// nothing a visitor sends comes back from it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ControllerRequestSeen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface RecordingController {
  url: string;
  seen: ControllerRequestSeen[];
  close(): Promise<void>;
}

const CASINO_OF_HOST: Record<string, string> = {
  'classic.localhost': 'classic',
  'fun.localhost': 'fun',
};

export async function recordingController(): Promise<RecordingController> {
  const seen: ControllerRequestSeen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/api/boot') return void res.end('{"answer":"stub"}');
      const hostname = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      res.end(
        JSON.stringify({
          controller_path: '/api/controller',
          passphrase: 'p',
          casino_key: CASINO_OF_HOST[hostname] ?? 'fusion',
          remotes: {},
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
