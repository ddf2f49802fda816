// Entity builders for unit tests of every package (never imported by product code).
import type { ControllerClient } from '../api/controller-client';
import { setParlorRuntime } from '../runtime/parlor-runtime';
import type { CasinoConfig, Game, NavItem, Player } from '../types/entities';

export function makeGame(over: Partial<Game> = {}): Game {
  return {
    id: 1,
    name: 'Golden Reels',
    display_name: 'Golden Reels',
    shortname: 'golden-reels',
    category: 'online-slots',
    jackpot: 0,
    jackpot_multiplier: null,
    themes: [],
    features: [],
    provider: 'nova',
    release_date: '2024-01-01',
    sub_groups: [],
    sub_groups_with_sort: [],
    synth: 0,
    pre_release: 0,
    game_lock: 0,
    ...over,
  };
}

const nav: NavItem[] = [{ id: 'lobby', label: 'Lobby', action: '/', icon: 'home', internal: true }];

export function makeConfig(over: Partial<CasinoConfig> = {}): CasinoConfig {
  return {
    environment: 'local',
    language: 'en',
    casino_id: 4,
    casino_name: 'Parlor Test',
    base_location: '/',
    currency: 'USD',
    assets_domain: 'http://assets.test',
    is_fusion: true,
    fun_money_casino: false,
    livedealer: false,
    tournaments: true,
    allow_play_for_free_before_login: false,
    use_diff_theme_icons: false,
    use_vertical_thumbs: false,
    loader_light: '/loader-light.svg',
    loader_dark: '/loader-dark.svg',
    casino_logo_light: '/logo-light.svg',
    casino_logo_dark: '/logo-dark.svg',
    pages: { signup: '/pages/signup', cashier: '/pages/cashier', vipprogram: '/pages/vip' },
    navigation: { EN: nav, DE: nav, ES: nav, FR: nav },
    launcher: { EN: [], DE: [], ES: [], FR: [] },
    dfs: false,
    dfs_popup: false,
    dfs_spinwheel: false,
    controller_path: '/api/controller',
    loyalty_controller_path: '/api/loyalty',
    coupon_controller_path: '/api/coupon',
    webplay_controller_path: '/api/webplay',
    ...over,
  };
}

export function makePlayer(over: Partial<Player> = {}): Player {
  return {
    PID: 1,
    username: 'alice',
    fname: 'Alice',
    lname: 'Archer',
    class: 'regular',
    class_vip_level: 0,
    class_display_name: 'Regular',
    currency_code: 'USD',
    practicemode: false,
    balances: {
      balance: 500,
      currency_code: 'USD',
      withdrawable: 500,
      playthrough: 0,
      bonus: 0,
      comp_points: 0,
    },
    favorites: [],
    ...over,
  };
}

/**
 * Installs a fake controller client as the shell's boot would, and returns it. Calls the test
 * gives are used as they are; any other call is a `jest.fn()` that resolves to null, so a test
 * only names the calls it cares about.
 */
export function installFakeApi(
  api: Partial<Record<keyof ControllerClient, unknown>> = {},
): ControllerClient {
  const fallbacks = new Map<string, unknown>();
  const client = new Proxy(api, {
    get: (target, key: string) => {
      if (key in target) return target[key as keyof ControllerClient];
      if (!fallbacks.has(key)) fallbacks.set(key, jest.fn().mockResolvedValue(null));
      return fallbacks.get(key);
    },
  }) as unknown as ControllerClient;
  setParlorRuntime({
    boot: { controller_path: '/api/controller', passphrase: 'p', remotes: {} },
    api: client,
  });
  return client;
}
