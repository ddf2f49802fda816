// The pages the session clock and the reality check care about.
import { matchPath } from '@parlor/shared/host';
import { ACCOUNT_HISTORY_PATH, RESPONSIBLE_GAMING_PATH } from '../page/paths';

/** The account history (the reality check's View history). */
export const HISTORY_PATH = ACCOUNT_HISTORY_PATH;

/**
 * The pages where real money is played (the route table's): a game (/play/{gameslug}; the
 * fun-money /demo/ pages have no clock), the live dealer table and the sportsbook. Each frames
 * real-money play the shell cannot see, so each shows the session clock (RTS 14).
 */
const REAL_MONEY_PATHS = ['/play/:gameslug', '/live-dealer', '/sportsbook'];

export function isRealMoneyGamePath(pathname: string): boolean {
  return REAL_MONEY_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The pages a due reality check docks beside instead of covering, so that what the player went
 * there to read can be read: the history (View history) and the responsible gaming page (its
 * help link).
 */
export function docksRealityCheck(pathname: string): boolean {
  return [HISTORY_PATH, RESPONSIBLE_GAMING_PATH].some((path) => matchPath(path, pathname) !== null);
}
