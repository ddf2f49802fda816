// The operations' context from the site's settings: its store, where a target's files are checked
// (the remote's own server, or the edge's path), the preview secret and the operator's name.
import path from 'node:path';
import type { SiteSettings } from '../site-settings';
import type { SiteDatabase } from '../state/site-database';
import { previewSecret } from '../preview/preview-secret';
import type { OperationContext, RemoteInfo } from './operation-types';
import { isEntryUrl } from './remote-checks';

export interface OperationContextOptions {
  operator: string;
  env?: NodeJS.ProcessEnv;
  root: string;
  remotes: readonly RemoteInfo[];
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

/** The address a target's remoteEntry.js is checked at. */
export function checkEntryUrlFor(
  settings: Pick<SiteSettings, 'remotesPath'>,
  env: NodeJS.ProcessEnv,
  siteUrl: string,
): (remote: RemoteInfo, target: string | null) => string {
  return (remote, target) => {
    if (target !== null && isEntryUrl(target)) return target;
    const file = target === null ? 'remoteEntry.js' : `releases/${target}/remoteEntry.js`;
    if (settings.remotesPath) {
      const base = (env.PARLOR_CHECK_BASE || siteUrl).replace(/\/+$/, '');
      return `${base}${settings.remotesPath}/${remote.dir}/${file}`;
    }
    const host = (env.PARLOR_CHECK_HOST || 'localhost').replaceAll('{remote}', remote.dir);
    return `http://${host}:${remote.port}/${file}`;
  };
}

export function operationContext(
  settings: SiteSettings,
  database: SiteDatabase,
  options: OperationContextOptions,
): OperationContext {
  const env = options.env ?? process.env;
  const siteUrl = env.PARLOR_SITE_URL || `http://localhost:${settings.port}`;
  let secret: Promise<string> | undefined;
  return {
    store: database.store,
    telemetry: database.telemetry,
    root: options.root,
    remotes: options.remotes,
    casinos: settings.casinos,
    shellDist: path.resolve(settings.shellDist),
    checkEntryUrl: checkEntryUrlFor(settings, env, siteUrl),
    previewSecret: () =>
      (secret ??= previewSecret(
        database.store,
        settings.previewSecretEnv,
        settings.previewSecretFile,
      ).catch((error: unknown) => {
        secret = undefined;
        throw error;
      })),
    siteUrl,
    casinoUrls: settings.casinoUrls,
    operator: options.operator,
    now: options.now ?? (() => new Date()),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  };
}
