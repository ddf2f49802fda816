// Serves one built app (a remote) as its own process:
//   tsx site/src/serve-static.ts --dir mf-lobby/dist --port 8081 [--host 0.0.0.0] [--spa]
//   (127.0.0.1 unless --host or PARLOR_HOST says: this machine only)
//     [--releases mf-lobby/releases]   also serve the remote's releases under /releases/<release>/
//     [--release 0.1.0-3f9a1c2b7d]      serve that release (from --releases) at / instead of --dir
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveApp } from './static/serve-app';

export interface StaticCliArgs {
  dir: string;
  port: number;
  host: string;
  spa: boolean;
  releases: string | undefined;
}

const RELEASE_NAME_RE = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): StaticCliArgs | string {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const dir = value('--dir');
  const port = Number(value('--port'));
  if (!dir) return 'missing --dir <path>';
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return 'missing or invalid --port <n>';
  const releases = value('--releases');
  const release = value('--release');
  if (release && (!releases || !RELEASE_NAME_RE.test(release)))
    return '--release <name> needs --releases <path> and a release folder name';
  return {
    dir: release && releases ? path.resolve(releases, release) : path.resolve(dir),
    port,
    host: value('--host') ?? env.PARLOR_HOST ?? '127.0.0.1',
    spa: argv.includes('--spa'),
    releases: releases ? path.resolve(releases) : undefined,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    process.stderr.write(
      `serve-static: ${args}\nusage: tsx site/src/serve-static.ts --dir <path> --port <n> [--host h] [--spa] [--releases <path> [--release <name>]]\n`,
    );
    process.exit(2);
  }
  const pinned = args.releases !== undefined && path.dirname(args.dir) === args.releases;
  if (pinned && !fs.existsSync(path.join(args.dir, 'remoteEntry.js'))) {
    process.stderr.write(`serve-static: no release at ${args.dir}\n`);
    process.exit(2);
  }
  const app: FastifyInstance = await serveApp({
    dir: args.dir,
    port: args.port,
    host: args.host,
    spaFallback: args.spa,
    cors: true,
    releasesDir: args.releases,
  });
  process.stdout.write(
    `parlor: ${args.dir} on http://localhost:${args.port} (ready in ${Math.round(process.uptime() * 1000)} ms)\n`,
  );
  const stop = () => {
    app.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`serve-static: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
