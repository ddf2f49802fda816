// For the edge tests: a stand-in casino controller that keeps every request it was sent (path and
// headers) and answers the boot info of the casino its Host names, as the reference controller
// picks it (fusion for any name it does not know), and the smallest good answer of each read the
// site's page makes (so the site keeps them, as it keeps a real controller's); every other request
// gets a fixed answer. Nothing a visitor sends comes back from it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeConfig, makeGame } from '@parlor/shared/testing';

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

/** The page's reads, by keyword: the unit tests' casino, with one game and its category. */
const READS: Record<string, unknown> = {
  getconfig: { config: makeConfig(), player: null },
  getgames: {
    games: [makeGame()],
    categories: [{ shortname: 'online-slots', name: 'Slots' }],
    themes: [],
    providers: [],
    features: [],
  },
  getpromos: { custom_promos: [] },
  gettournaments: { active_tournaments: [], upcoming_tournaments: [], finished_tournaments: [] },
};

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
      const keyword = /^\/api\/controller\?(\w+)$/.exec(req.url ?? '')?.[1] ?? '';
      if (READS[keyword]) return void res.end(JSON.stringify(READS[keyword]));
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
