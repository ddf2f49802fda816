// getgames answers per second, in process: the reference server built as `npm start` builds it
// (temporary database), asked for the fusion catalogue over Fastify's inject (no sockets, so the
// figure is the server's own cost), brotli accepted as Chromium does. Three runs of `seconds`
// each; prints JSON { games, runs: [{ answers, seconds, perSecond, perCpuSecond }], notModified }.
// usage: tsx bench/getgames-throughput.ts [seconds per run] [games]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/src/build-server';

const seconds = Number(process.argv[2] ?? 2);
const games = Number(process.argv[3] ?? 0);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-'));
  const app = await buildServer({
    env: games > 0 ? { PARLOR_GAMES: String(games) } : {},
    settings: { dbPath: path.join(dir, 'parlor.db'), shellDist: path.join(dir, 'none') },
  });
  try {
    const ask = (headers: Record<string, string> = {}) =>
      app.inject({
        url: '/api/controller?getgames',
        headers: { host: 'localhost:8080', 'accept-encoding': 'gzip, deflate, br', ...headers },
      });
    // The loop reads each answer as the bytes a socket would carry: the inject helper's own
    // conversion of every body to a string would otherwise be most of what is measured.
    const drain = async (headers: Record<string, string>) => {
      const res = await app.inject({
        url: '/api/controller?getgames',
        headers: { host: 'localhost:8080', 'accept-encoding': 'gzip, deflate, br', ...headers },
        payloadAsStream: true,
      });
      let bytes = 0;
      for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
      return { statusCode: res.statusCode, bytes };
    };
    const first = await ask();
    if (first.statusCode !== 200) throw new Error(`getgames answered ${first.statusCode}`);
    const count = (
      JSON.parse((await ask({ 'accept-encoding': 'identity' })).body) as { games: unknown[] }
    ).games.length;
    const etag = String(first.headers.etag ?? '');
    const loop = async (headers: Record<string, string>, expect: number) => {
      const until = performance.now() + seconds * 1000;
      const started = performance.now();
      const cpu = process.cpuUsage();
      let answers = 0;
      while (performance.now() < until) {
        const res = await drain(headers);
        if (res.statusCode !== expect) throw new Error(`getgames answered ${res.statusCode}`);
        answers += 1;
      }
      const elapsed = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const cpuSeconds = (used.user + used.system) / 1e6;
      // per CPU second too: on a shared machine the wall clock also counts other processes' turns
      return {
        answers,
        seconds: elapsed,
        perSecond: answers / elapsed,
        perCpuSecond: answers / cpuSeconds,
      };
    };
    await loop({}, 200); // warm-up: the first run pays for the JIT, not for the answer
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await loop({}, 200));
    const notModified = await loop({ 'if-none-match': etag }, 304);
    process.stdout.write(
      `${JSON.stringify({
        games: count,
        wireBytes: first.rawPayload.length,
        encoding: first.headers['content-encoding'] ?? 'identity',
        runs,
        notModified,
      })}\n`,
    );
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
