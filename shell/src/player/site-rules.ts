// Small rules of the shell's site behaviours (docs/product-rules.md).
import type { CasinoConfig } from '@parlor/shared';

/** Rollback banner: players of either variant whose design-trial cookie holds `tryout`. */
export function showRollbackBanner(loggedIn: boolean, designTrial: string | null): boolean {
  return loggedIn && designTrial === 'tryout';
}

/** Loyalty is hidden for guests, in fusion and in fun-money casinos. */
export function showLoyalty(config: CasinoConfig, loggedIn: boolean): boolean {
  return loggedIn && !config.is_fusion && !config.fun_money_casino;
}

/** Daily free spins: players, when the config has free spins. */
export function showDailyFreeSpins(config: CasinoConfig, loggedIn: boolean): boolean {
  return loggedIn && config.dfs;
}

/** The casino whose menu carries two French-language links. */
export const FRENCH_LINKS_CASINO_ID = 14;

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

/** The service worker is registered only on staging or local hosts. */
export function shouldRegisterServiceWorker(
  environment: CasinoConfig['environment'],
  hostname: string,
): boolean {
  return environment !== 'live' && (LOCAL_HOST.test(hostname) || /staging/.test(hostname));
}

/** The install prompt: mobile, non-live, not dismissed before, not already installed. */
export function shouldOfferInstall(input: {
  mobile: boolean;
  environment: CasinoConfig['environment'];
  dismissed: boolean;
  standalone: boolean;
}): boolean {
  return input.mobile && input.environment !== 'live' && !input.dismissed && !input.standalone;
}
