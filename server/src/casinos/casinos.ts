// The casinos hosted at once, chosen by the request's host name.
import type { CasinoConfig, LangCode, NavItem } from '@parlor/shared/types';
import type { CatalogueVariant } from '../catalogue/generate-catalogue';
import { protectionProfileOf } from '../protection/profiles';
import { buildLauncher, buildNavigation } from './navigation';

export type CasinoKey = 'fusion' | 'classic' | 'fun';

export interface CasinoDef {
  key: CasinoKey;
  casino_id: number;
  casino_name: string;
  /** which catalogue the casino offers */
  catalogue: CatalogueVariant;
  is_fusion: boolean;
  fun_money_casino: boolean;
  livedealer: string | false;
  allow_play_for_free_before_login: boolean;
  use_vertical_thumbs: boolean;
  use_diff_theme_icons: boolean;
  dfs: boolean;
}

export const CASINOS: Record<CasinoKey, CasinoDef> = {
  fusion: {
    key: 'fusion',
    casino_id: 4,
    casino_name: 'Parlor Fusion',
    catalogue: 'fusion',
    is_fusion: true,
    fun_money_casino: false,
    livedealer: false,
    allow_play_for_free_before_login: false,
    use_vertical_thumbs: false,
    use_diff_theme_icons: true,
    dfs: true,
  },
  classic: {
    key: 'classic',
    casino_id: 14,
    casino_name: 'Parlor Classic',
    catalogue: 'single',
    is_fusion: false,
    fun_money_casino: false,
    livedealer: 'classic-live',
    allow_play_for_free_before_login: true,
    use_vertical_thumbs: true,
    use_diff_theme_icons: false,
    dfs: true,
  },
  fun: {
    key: 'fun',
    casino_id: 85,
    casino_name: 'Parlor Fun',
    catalogue: 'single',
    is_fusion: false,
    fun_money_casino: true,
    livedealer: false,
    allow_play_for_free_before_login: true,
    use_vertical_thumbs: false,
    use_diff_theme_icons: false,
    dfs: false,
  },
};

export const CASINO_KEYS: CasinoKey[] = ['fusion', 'classic', 'fun'];

const HOSTS: Record<string, CasinoKey> = {
  localhost: 'fusion',
  '127.0.0.1': 'fusion',
  'classic.localhost': 'classic',
  'fun.localhost': 'fun',
};

const HOSTNAME_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Host name without port, lower-cased; 'localhost' when missing or malformed. */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return 'localhost';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return 'localhost'; // IPv6 literal: not one of ours
  const colon = host.indexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host.length <= 253 && HOSTNAME_RE.test(host) ? host : 'localhost';
}

/**
 * The casino's own public address for links sent to others (a referral link): PARLOR_PUBLIC_URL
 * when set, else the casino's canonical host on the site's port; never the request's Host header.
 */
export function casinoPublicUrl(
  casino: CasinoDef,
  settings: { publicUrl?: string; port: number },
): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  return `http://${canonicalHost(casino)}:${settings.port}`;
}

/** The casino's own host name, never one a request named. */
export function canonicalHost(casino: CasinoDef): string {
  return Object.keys(HOSTS).find((h) => HOSTS[h] === casino.key) ?? 'localhost';
}

/** Host names an operator adds (PARLOR_HOSTS), beside the built-in ones. */
let extraHosts: Record<string, CasinoKey> = {};

/**
 * Reads PARLOR_HOSTS, `name=casino` pairs separated by commas
 * (`casino.example.com=fusion,classic.example.com=classic`); malformed pairs are ignored.
 */
export function parseHosts(value: string | undefined): Record<string, CasinoKey> {
  const out: Record<string, CasinoKey> = {};
  for (const pair of (value ?? '').split(',')) {
    const [name = '', key = ''] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (hostnameOf(name) === name && (CASINO_KEYS as string[]).includes(key))
      out[name] = key as CasinoKey;
  }
  return out;
}

export function setExtraHosts(hosts: Record<string, CasinoKey>): void {
  extraHosts = { ...hosts };
}

function casinoKeyOf(hostname: string): CasinoKey | undefined {
  if (Object.hasOwn(HOSTS, hostname)) return HOSTS[hostname];
  return Object.hasOwn(extraHosts, hostname) ? extraHosts[hostname] : undefined;
}

export function casinoForHost(hostname: string): CasinoDef {
  return CASINOS[casinoKeyOf(hostname) ?? 'fusion'];
}

/**
 * The host name the site builds its addresses on (remote entries, the assets host, the games
 * host): the request's when it is a casino's own, else the default casino's. A Host header the
 * site does not know never chooses where the page loads its scripts from.
 */
export function knownHostname(hostname: string): string {
  return casinoKeyOf(hostname) ? hostname : canonicalHost(CASINOS.fusion);
}

export function casinoByKey(key: string): CasinoDef | undefined {
  return (CASINOS as Record<string, CasinoDef | undefined>)[key];
}

export interface ConfigContext {
  hostname: string;
  assetsPort: number;
  /** '' or a sub-path such as '/casino' (PARLOR_BASE_PATH) */
  basePath?: string;
}

export function assetsOrigin(ctx: ConfigContext): string {
  return `http://${ctx.hostname}:${ctx.assetsPort}`;
}

/** The language every casino's config names (the shell's default before the visitor's own). */
export const CASINO_LANGUAGE = 'en';

const configCache = new Map<string, CasinoConfig>();

/**
 * Menu entries that leave the app (server pages) are plain links: they carry the base path. The
 * app's own routes do not; the router adds it.
 */
function underBasePath(
  lists: Record<LangCode, NavItem[]>,
  base: string | undefined,
): Record<LangCode, NavItem[]> {
  if (!base) return lists;
  const entries = Object.entries(lists).map(([code, items]) => [
    code,
    items.map((item) =>
      !item.internal && /^\/(?!\/)/.test(item.action)
        ? { ...item, action: `${base}${item.action}` }
        : item,
    ),
  ]);
  return Object.fromEntries(entries) as Record<LangCode, NavItem[]>;
}

/** The full CasinoConfig of a casino as seen from one host name (cached). */
export function casinoConfig(casino: CasinoDef, ctx: ConfigContext): CasinoConfig {
  const cacheKey = `${casino.key}|${ctx.hostname}|${ctx.assetsPort}|${ctx.basePath ?? ''}`;
  const cached = configCache.get(cacheKey);
  if (cached) return cached;
  const assets = assetsOrigin(ctx);
  const brand = `${assets}/brand/${casino.key}`;
  // the server's pages and controllers answer under the base path, like the site itself
  const site = (path: string) => `${ctx.basePath ?? ''}${path}`;
  const config: CasinoConfig = {
    environment: 'local',
    language: CASINO_LANGUAGE,
    casino_id: casino.casino_id,
    casino_name: casino.casino_name,
    base_location: `${ctx.basePath ?? ''}/`,
    currency: 'USD',
    assets_domain: assets,
    is_fusion: casino.is_fusion,
    fun_money_casino: casino.fun_money_casino,
    livedealer: casino.livedealer,
    tournaments: true,
    allow_play_for_free_before_login: casino.allow_play_for_free_before_login,
    use_diff_theme_icons: casino.use_diff_theme_icons,
    use_vertical_thumbs: casino.use_vertical_thumbs,
    loader_light: `${brand}/loader-light.svg`,
    loader_dark: `${brand}/loader-dark.svg`,
    casino_logo_light: `${brand}/logo-light.svg`,
    casino_logo_dark: `${brand}/logo-dark.svg`,
    pages: {
      signup: site('/pages/signup'),
      cashier: site('/pages/cashier'),
      vipprogram: site('/pages/vipprogram'),
      banking: site('/pages/banking'),
      contact: site('/pages/contact'),
      terms: site('/pages/terms'),
      privacy: site('/pages/privacy'),
    },
    navigation: underBasePath(
      buildNavigation({
        fusion: casino.is_fusion,
        liveDealer: casino.livedealer !== false,
        tournaments: true,
      }),
      ctx.basePath,
    ),
    launcher: underBasePath(buildLauncher(), ctx.basePath),
    dfs: casino.dfs,
    dfs_popup: casino.dfs,
    dfs_spinwheel: casino.dfs,
    controller_path: site('/api/controller'),
    loyalty_controller_path: site('/api/loyalty'),
    coupon_controller_path: site('/api/coupon'),
    webplay_controller_path: site('/api/webplay'),
    chat_widget: true,
    protection: protectionProfileOf(casino.key),
  };
  if (configCache.size > 100) configCache.clear();
  configCache.set(cacheKey, config);
  return config;
}
