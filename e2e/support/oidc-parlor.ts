import path from 'node:path';
import { specProcesses } from './spec-processes';

export interface OidcParlor {
  /** the ops console's address, e.g. http://ops.localhost:8470/ops */
  ops: string;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the site's test provider, oidc-provider) and a site of the
 * spec's own whose ops console signs in through it, each on its own port, on a fresh database.
 * `accounts`: who the provider's login page knows, with their claims.
 */
export async function startOidcParlor(options: {
  ports: { site: number; provider: number };
  accounts: Record<string, Record<string, unknown>>;
  roles: string;
}): Promise<OidcParlor> {
  const { ports } = options;
  const processes = specProcesses('oidc');
  const { dir } = processes;
  const ops = `http://ops.localhost:${ports.site}/ops`;
  const client = { clientId: 'parlor-ops', clientSecret: 'parlor-ops-e2e-secret' };
  await processes.start('site/src/ops/oidc/testing/oidc-provider-process.mjs', ports.provider, {
    PARLOR_TEST_OIDC: JSON.stringify({
      ...client,
      port: ports.provider,
      redirectUris: [`${ops}/login/oidc/callback`],
      accounts: options.accounts,
    }),
  });
  await processes.start('site/dist/site.js', ports.site, {
    PARLOR_PORT: String(ports.site),
    // nothing of the casino's is asked for: the console alone
    PARLOR_CONTROLLER_URL: 'http://127.0.0.1:9',
    PARLOR_OPS_HOST: 'ops.localhost',
    PARLOR_REMOTES_FILE: path.join(dir, 'remotes.override.json'),
    PARLOR_SITE_DB: path.join(dir, 'site.db'),
    PARLOR_OPS_OIDC_ISSUER: `http://127.0.0.1:${ports.provider}`,
    PARLOR_OPS_OIDC_CLIENT_ID: client.clientId,
    PARLOR_OPS_OIDC_CLIENT_SECRET: client.clientSecret,
    PARLOR_OPS_OIDC_SCOPE: 'openid profile groups',
    PARLOR_OPS_OIDC_ROLES: options.roles,
    PARLOR_OPS_OIDC_NAME: 'Acme SSO',
  });
  return { ops, stop: processes.stop };
}
