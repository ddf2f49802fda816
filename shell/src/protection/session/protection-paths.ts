// The pages the session clock and the reality check care about.
import { matchPath } from '@parlor/shared/host';

/** The account history (the reality check's View history). */
export const HISTORY_PATH = '/account/history';

/** A real-money game page: /play/{gameslug} (the fun-money /demo/ pages have no clock). */
export function isRealMoneyGamePath(pathname: string): boolean {
  return matchPath('/play/:gameslug', pathname) !== null;
}

export function isHistoryPath(pathname: string): boolean {
  return matchPath(HISTORY_PATH, pathname) !== null;
}
