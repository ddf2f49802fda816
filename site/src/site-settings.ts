// The site's settings, from the environment: where it listens, the shell build it serves, the
// remotes (the registry's ports, the per-casino manifest) and the casinos it fronts.
import path from 'node:path';
import { REMOTES } from '@parlor/shared/release';
import { canaryFileFor } from './releases/canary-store';
import { DEFAULT_CANARY_RULES } from './releases/canary-verdict';
import { auditFileFor } from './releases/remotes-manifest';
import { previewSecretFileFor } from './preview/preview-secret';
import { parseOidcSettings, type OidcSettings } from './ops/oidc/oidc-settings';
import { trustedProxiesOf } from './web/trusted-proxies';

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
  /** PARLOR_HOST: the address it listens on; 127.0.0.1 unless told (a container says 0.0.0.0) */
  host: string;
  port: number;
  /** remote name -> port of its default static server (the registry of remotes) */
  remotePorts: Record<string, number>;
  shellDist: string;
  /** raw PARLOR_REMOTES (JSON) */
  remotesEnv: string | undefined;
  /** the manifest file of a site before its store: imported into the store once, then unused */
  remotesFile: string;
  /** the canaries' file of a site before its store (imported likewise) */
  canaryFile: string;
  /** remote name -> its folder (mf_lobby -> mf-lobby) */
  remoteDirs: Record<string, string>;
  /** PARLOR_REMOTES_PATH: the remotes' files are on the page's own origin under it (an edge) */
  remotesPath: string | undefined;
  /** PARLOR_SITE_DATABASE_URL: the site's state in PostgreSQL, shared by every site process */
  databaseUrl: string | undefined;
  /** how often a site process looks for changes of the shared state (PARLOR_STATE_POLL_MS, 1000) */
  statePollMs: number;
  /** PARLOR_CASINO_URLS: each casino's own address, where its preview links open */
  casinoUrls: Record<string, string>;
  /** PARLOR_OPS_HOST: the host name the ops console answers on (none: no console) */
  opsHost: string | undefined;
  /** PARLOR_OPS_OIDC_*: the console signs in through the company's provider too (oidc-settings.ts) */
  opsOidc?: OidcSettings;
  /** PARLOR_SEED_OPS_DEMO=1: the demo operators exist (never in production) */
  seedOpsDemo: boolean;
  /** the preview links' signing secret, made on first use (unless PARLOR_PREVIEW_SECRET is set) */
  previewSecretFile: string;
  /** PARLOR_PREVIEW_SECRET: the secret itself, shared by every site process of a casino */
  previewSecretEnv: string | undefined;
  /** the site's own SQLite database, unless PARLOR_SITE_DATABASE_URL: PARLOR_SITE_DB, else site/site.db */
  siteDbFile: string;
  /** the audit log's file of a site before its store (imported likewise) */
  auditFile: string;
  /** PARLOR_TELEMETRY_SAMPLE: the share of visits that report, per casino (telemetry-sample.ts) */
  telemetrySample: string | undefined;
  /** how often the site judges its canaries (PARLOR_CANARY_CHECK_SECONDS, 30) */
  canaryCheckMs: number;
  /** visits a canary has before it is judged (PARLOR_CANARY_MIN_VISITS, 20) */
  canaryMinVisits: number;
  /** the casino keys the manifest may name (PARLOR_CASINOS, comma-separated) */
  casinos: string[];
  production: boolean;
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host say who the visitor is (PARLOR_TRUSTED_PROXIES,
   * addresses or CIDRs; PARLOR_TRUST_PROXY=1: loopback). None by default: the socket's address.
   */
  trustedProxies: string[];
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

/** `fusion=https://casino.example,classic=https://classic.example`: the well-formed pairs. */
export function casinoUrls(value: string | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    const [key, url] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    if (at > 0 && isCasinoKey(key) && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))
      urls[key] = new URL(url).href;
  }
  return urls;
}

/** `/remotes` from `remotes`, `/remotes/` or `/remotes`; undefined when unset or not a path. */
export function remotesPath(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/^\/*/, '/').replace(/\/+$/, '');
  return trimmed && /^(\/[A-Za-z0-9._-]+)+$/.test(trimmed) ? trimmed : undefined;
}

/** The site's own database (telemetry roll-ups): PARLOR_SITE_DB, or site.db in its folder. */
export function siteDbFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.PARLOR_SITE_DB ? path.resolve(env.PARLOR_SITE_DB) : path.join(SITE_ROOT, 'site.db');
}

export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const remotesFile = env.PARLOR_REMOTES_FILE
    ? path.resolve(env.PARLOR_REMOTES_FILE)
    : path.join(SITE_ROOT, 'remotes.override.json');
  return {
    host: env.PARLOR_HOST || '127.0.0.1',
    port: intSetting(env.PARLOR_PORT, 8080),
    remotePorts: Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port])),
    remoteDirs: Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.dir])),
    remotesPath: remotesPath(env.PARLOR_REMOTES_PATH),
    databaseUrl: env.PARLOR_SITE_DATABASE_URL || undefined,
    statePollMs: Math.max(100, intSetting(env.PARLOR_STATE_POLL_MS, 1000)),
    casinoUrls: casinoUrls(env.PARLOR_CASINO_URLS),
    opsHost: env.PARLOR_OPS_HOST?.trim().toLowerCase() || undefined,
    opsOidc: parseOidcSettings(env),
    seedOpsDemo: env.PARLOR_SEED_OPS_DEMO === '1' && env.NODE_ENV !== 'production',
    shellDist: env.PARLOR_SHELL_DIST
      ? path.resolve(env.PARLOR_SHELL_DIST)
      : path.join(REPO_ROOT, 'shell', 'dist'),
    remotesEnv: env.PARLOR_REMOTES,
    remotesFile,
    canaryFile: canaryFileFor(remotesFile, env),
    previewSecretFile: previewSecretFileFor(remotesFile),
    previewSecretEnv: env.PARLOR_PREVIEW_SECRET,
    siteDbFile: siteDbFile(env),
    auditFile: auditFileFor(remotesFile, env),
    telemetrySample: env.PARLOR_TELEMETRY_SAMPLE,
    canaryCheckMs: intSetting(env.PARLOR_CANARY_CHECK_SECONDS, 30) * 1000,
    canaryMinVisits: intSetting(env.PARLOR_CANARY_MIN_VISITS, DEFAULT_CANARY_RULES.minVisits),
    casinos: casinoList(env.PARLOR_CASINOS),
    production: env.NODE_ENV === 'production',
    trustedProxies: trustedProxiesOf(env),
  };
}
