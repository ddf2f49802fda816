// For the tests of the operations and the commands on them: a repository of their own (the
// shell's build, releases of the lobby), a fake network serving those releases, the site's
// settings and database for it, and the operations' context as the site and the CLI make it.
import fs from 'node:fs';
import path from 'node:path';
import { requiredExposes } from '@parlor/shared/release';
import { publishRelease } from '../releases/release-store';
import { loadSiteSettings, type SiteSettings } from '../site-settings';
import { openSiteDatabase, type SiteDatabase } from '../state/site-database';
import type { TelemetryStoreOptions } from '../telemetry/telemetry-store';
import { tempDir } from '../testing/temp-dir';
import { operationContext } from './operation-context';
import type { OperationContext, RemoteInfo } from './operation-types';

export const LOBBY: RemoteInfo = { name: 'mf_lobby', dir: 'mf-lobby', port: 8081 };
export const NOW = new Date('2026-01-02T03:04:05.000Z');

/** A complete lobby build exposes every module the site needs from it. */
const LOBBY_EXPOSES = requiredExposes('mf_lobby').map((name) => name.replace(/^\.\//, ''));

const SHARED_REACT = {
  name: 'react',
  version: '19.3.1',
  requiredVersion: '^19.3.1',
  singleton: true,
};

export function lobbyManifest({
  exposes = LOBBY_EXPOSES,
  sharedRange = '^0.1.0',
}: { exposes?: string[]; sharedRange?: string } = {}) {
  return {
    name: 'mf_lobby',
    exposes: exposes.map((name) => ({ name, path: `./${name}` })),
    shared: [
      SHARED_REACT,
      { name: '@parlor/shared', version: '0.1.0', requiredVersion: sharedRange, singleton: true },
    ],
  };
}

export interface ContextOptions {
  operator?: string;
  /** what the context reads PARLOR_CHECK_HOST, PARLOR_CHECK_BASE, PARLOR_SITE_URL from */
  env?: NodeJS.ProcessEnv;
  /** the site's settings (default: the world's) */
  settings?: SiteSettings;
}

export interface RemotesWorld {
  root: string;
  /** what the fake network answers: URL -> body (anything else: connection refused) */
  served: Map<string, string>;
  fetchImpl: typeof fetch;
  /** the site's settings for this repository: casinos fusion and classic, a database file */
  settings: SiteSettings;
  /** publishes a lobby release of `manifest`, served on the lobby's own server; its name */
  release(marker: string, manifest?: object, at?: number): string;
  /** the site's database: the settings' file, or the PostgreSQL database at `databaseUrl` */
  openDatabase(databaseUrl?: string, telemetry?: TelemetryStoreOptions): Promise<SiteDatabase>;
  /** the operations' context on `database`, its clock at NOW */
  context(database: SiteDatabase, options?: ContextOptions): OperationContext;
  /** closes every database opened and removes the repository */
  cleanup(): Promise<void>;
}

export function remotesWorld(env: NodeJS.ProcessEnv = {}): RemotesWorld {
  const root = tempDir('parlor-ops-');
  const served = new Map<string, string>();
  const opened: SiteDatabase[] = [];
  const shellDist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.writeFileSync(
    path.join(shellDist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'parlor_shell',
      exposes: [],
      shared: [
        SHARED_REACT,
        { name: '@parlor/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
      ],
    }),
  );
  const settings = loadSiteSettings({
    PARLOR_SHELL_DIST: shellDist,
    PARLOR_SITE_DB: path.join(root, 'site', 'site.db'),
    PARLOR_REMOTES_FILE: path.join(root, 'site', 'remotes.override.json'),
    PARLOR_CASINOS: 'fusion,classic',
    ...env,
  });
  const fetchImpl = (async (input: string | URL | Request) => {
    const body = served.get(input instanceof Request ? input.url : String(input));
    if (body === undefined)
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    return new Response(body, { status: 200 });
  }) as typeof fetch;

  return {
    root,
    served,
    fetchImpl,
    settings,
    release(marker, manifest = lobbyManifest(), at = 1000) {
      const remoteDir = path.join(root, LOBBY.dir);
      const staging = path.join(remoteDir, 'releases', `.staging-${marker}`);
      fs.mkdirSync(staging, { recursive: true });
      fs.writeFileSync(path.join(staging, 'remoteEntry.js'), `/* ${marker} */`);
      fs.writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify(manifest));
      const { meta, dir } = publishRelease(staging, remoteDir, LOBBY.name, '0.1.0', new Date(at));
      const base = `http://localhost:${LOBBY.port}/releases/${meta.release}`;
      served.set(
        `${base}/remoteEntry.js`,
        fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8'),
      );
      served.set(`${base}/mf-manifest.json`, JSON.stringify(manifest));
      return meta.release;
    },
    async openDatabase(databaseUrl, telemetry = {}) {
      const database = await openSiteDatabase(
        { ...settings, ...(databaseUrl ? { databaseUrl } : {}) },
        telemetry,
      );
      opened.push(database);
      return database;
    },
    context(database, options = {}) {
      return operationContext(options.settings ?? settings, database, {
        operator: options.operator ?? 'ops',
        env: options.env ?? {},
        root,
        remotes: [LOBBY],
        fetchImpl,
        now: () => NOW,
      });
    },
    async cleanup() {
      await Promise.all(opened.map((database) => database.close().catch(() => {})));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
