// The account calls (log in, log out) go to the site's own endpoints, under its base path like
// every other call of the site.
import { sessionStore, withBasePath } from '@parlor/shared';
import { createAuthClient, type AuthClient } from '@parlor/shared/host';

/**
 * A login's fields: the account's credentials and, once the casino's terms changed since the
 * player accepted them, the version of the terms the player now accepts.
 */
export type LoginCredentials = Parameters<AuthClient['login']>[0];

export function siteAuth(): AuthClient {
  return createAuthClient({
    basePath: withBasePath('/api/auth', sessionStore.getState().config?.base_location),
  });
}
