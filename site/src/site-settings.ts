// The site's settings, from the environment: where it listens, the shell build it serves, the
// remotes (the registry's ports, the per-casino manifest) and the casinos it fronts.
import path from 'node:path';
import { REMOTES } from '@parlor/shared/release';

/** Repository root (site/src/.. /..; site/dist/.. /.. once built). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SITE_ROOT = path.resolve(__dirname, '..');

/** The reference controller's casinos: what the site fronts unless PARLOR_CASINOS says. */
const REFERENCE_CASINOS = ['fusion', 'classic', 'fun'];

/** A casino key as the manifest and the boot info's `casino_key` take it: letters, digits, - and _. */
export function isCasinoKey(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9_-]{0,40}$/i.test(value);
}

export interface SiteSettings {
  host: string;
  port: number;
  /** remote name -> port of its default static server (the registry of remotes) */
  remotePorts: Record<string, number>;
  shellDist: string;
  /** raw PARLOR_REMOTES (JSON) */
  remotesEnv: string | undefined;
  /** the per-casino remotes manifest, read if present (`npm run remotes` writes it) */
  remotesFile: string;
  /** the casino keys the manifest may name (PARLOR_CASINOS, comma-separated) */
  casinos: string[];
  production: boolean;
  /** Trust X-Forwarded-Proto/-For from a proxy in front (PARLOR_TRUST_PROXY=1); off by default */
  trustProxy: boolean;
}

export function intSetting(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function casinoList(value: string | undefined): string[] {
  const keys = (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(isCasinoKey);
  return keys.length > 0 ? [...new Set(keys)] : REFERENCE_CASINOS;
}

export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    host: env.PARLOR_HOST || '0.0.0.0',
    port: intSetting(env.PARLOR_PORT, 8080),
    remotePorts: Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port])),
    shellDist: env.PARLOR_SHELL_DIST
      ? path.resolve(env.PARLOR_SHELL_DIST)
      : path.join(REPO_ROOT, 'shell', 'dist'),
    remotesEnv: env.PARLOR_REMOTES,
    remotesFile: env.PARLOR_REMOTES_FILE
      ? path.resolve(env.PARLOR_REMOTES_FILE)
      : path.join(SITE_ROOT, 'remotes.override.json'),
    casinos: casinoList(env.PARLOR_CASINOS),
    production: env.NODE_ENV === 'production',
    trustProxy: env.PARLOR_TRUST_PROXY === '1' || env.PARLOR_TRUST_PROXY === 'true',
  };
}
