import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort, waitForPortClosed } from '../../scripts/lib/parlor-processes.mjs';
import { ROOT } from './remote-releases';

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-oidc-'));
  const ops = `http://ops.localhost:${ports.site}/ops`;
  const client = { clientId: 'parlor-ops', clientSecret: 'parlor-ops-e2e-secret' };
  const started: ChildProcess[] = [];
  const start = (entry: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
      detached: true,
    });
    started.push(child);
  };
  start('site/src/ops/oidc/testing/oidc-provider-process.mjs', {
    PARLOR_TEST_OIDC: JSON.stringify({
      ...client,
      port: ports.provider,
      redirectUris: [`${ops}/login/oidc/callback`],
      accounts: options.accounts,
    }),
  });
  await waitForPort(ports.provider);
  start('site/dist/site.js', {
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
  await waitForPort(ports.site);
  return {
    ops,
    async stop() {
      for (const child of started.splice(0)) {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await waitForPortClosed(ports.site);
      await waitForPortClosed(ports.provider);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
