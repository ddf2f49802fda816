import path from 'node:path';
import {
  intSetting as int,
  loadSiteSettings,
  LOOPBACK_PROXIES,
  trustedProxiesOf,
  type SiteSettings,
} from '@parlor/site';

/** Repository root (server/src/.. /..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_ROOT = path.resolve(__dirname, '..');

/** Player id of `sportsfan` in the fusion casino: the seed creates the fusion players first. */
export const SPORTSFAN_FUSION_PID = 5;

/**
 * The reference server's settings: the site's (it serves the shell's page itself when run alone)
 * and the casino's own.
 */
/** The reference casinos' terms, as published on their terms page. */
export const TERMS_VERSION = '2026-11';

export interface Settings extends SiteSettings {
  /** SQLite file; `server/data/parlor.db` unless PARLOR_DB. */
  dbPath: string;
  assetsPort: number;
  passphrase: string;
  sportsbookCasinoId: number;
  sportsbookPlayerIds: number[];
  /** Seed the demo accounts (false when NODE_ENV=production unless PARLOR_SEED_DEMO=1). */
  seedDemo: boolean;
  /** Number of games of the fusion catalogue (PARLOR_GAMES or --games); undefined = default (about 800). */
  games: number | undefined;
  /** Login attempts per window and per IP. */
  loginRateMax: number;
  loginRateWindowMs: number;
  /** Guest game launches (each writes a fun-money session) per minute and per IP. */
  guestLaunchRateMax: number;
  /** scrypt cost of new password hashes, as log2(N) (PARLOR_SCRYPT_LOG_N; 17 by default) */
  scryptLogN: number;
  /** The casino's public address for links sent to others (PARLOR_PUBLIC_URL), e.g. referrals */
  publicUrl: string | undefined;
  /** The version of the casinos' terms a player must have accepted (PARLOR_TERMS_VERSION) */
  termsVersion: string;
  /** Identity documents for age verification, outside any served folder (PARLOR_DOCUMENTS_DIR) */
  documentsDir: string;
  /** How long the reference controller's review of an identity document takes (PARLOR_KYC_REVIEW_MS) */
  kycReviewMs: number;
  /** How long a withdrawal stays pending (cancellable) before the controller pays it
   * (PARLOR_WITHDRAWAL_DELAY_MS) */
  withdrawalDelayMs: number;
}

function intList(value: string | undefined, fallback: number[]): number[] {
  if (value === undefined || value.trim() === '') return fallback;
  const list = value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length > 0 ? list : fallback;
}

/** `--games N` on the command line, else undefined. */
export function gamesFromArgv(argv: readonly string[]): number | undefined {
  const i = argv.indexOf('--games');
  if (i >= 0) {
    const n = Number(argv[i + 1]);
    if (Number.isInteger(n) && n > 0) return n;
  }
  const eq = argv.find((a) => a.startsWith('--games='));
  if (eq) {
    const n = Number(eq.slice('--games='.length));
    if (Number.isInteger(n) && n > 0) return n;
  }
  return undefined;
}

export function loadSettings(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = [],
): Settings {
  const site = loadSiteSettings(env);
  const games =
    gamesFromArgv(argv) ?? (env.PARLOR_GAMES ? int(env.PARLOR_GAMES, 0) || undefined : undefined);
  return {
    ...site,
    // the site in front, on this machine unless told (PARLOR_TRUSTED_PROXIES): its one hop says
    // who the visitor is; a visitor's own X-Forwarded-For never does
    trustedProxies: trustedProxiesOf(env, LOOPBACK_PROXIES),
    dbPath: env.PARLOR_DB
      ? path.resolve(env.PARLOR_DB)
      : path.join(SERVER_ROOT, 'data', 'parlor.db'),
    assetsPort: int(env.PARLOR_ASSETS_PORT, 8086),
    passphrase: env.PARLOR_PAYLOAD_PASSPHRASE || 'parlor-demo-passphrase',
    sportsbookCasinoId: int(env.PARLOR_SPORTSBOOK_CASINO_ID, 4),
    sportsbookPlayerIds: intList(env.PARLOR_SPORTSBOOK_PLAYER_IDS, [
      SPORTSFAN_FUSION_PID,
      900001,
      900002,
    ]),
    seedDemo: !site.production || env.PARLOR_SEED_DEMO === '1',
    games,
    loginRateMax: int(env.PARLOR_LOGIN_RATE_MAX, 10),
    loginRateWindowMs: int(env.PARLOR_LOGIN_RATE_WINDOW_MS, 60_000),
    guestLaunchRateMax: int(env.PARLOR_GUEST_LAUNCH_RATE_MAX, 30),
    scryptLogN: int(env.PARLOR_SCRYPT_LOG_N, 17) || 17,
    publicUrl: env.PARLOR_PUBLIC_URL || undefined,
    termsVersion: env.PARLOR_TERMS_VERSION || TERMS_VERSION,
    documentsDir: env.PARLOR_DOCUMENTS_DIR
      ? path.resolve(env.PARLOR_DOCUMENTS_DIR)
      : path.join(SERVER_ROOT, 'data', 'documents'),
    kycReviewMs: int(env.PARLOR_KYC_REVIEW_MS, 30_000),
    withdrawalDelayMs: int(env.PARLOR_WITHDRAWAL_DELAY_MS, 10 * 60_000),
  };
}
