// Starts the tests' own OpenID Connect provider (oidc-provider-process.mjs, a real oidc-provider) as
// a process on its own port, and stops it. Shared by the console's tests and the browser's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForOutput } from '../../../testing/processes';

export interface TestOidcProviderOptions {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** account id (what its login page takes) -> its claims */
  accounts: Record<string, Record<string, unknown>>;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  stop(): Promise<void>;
}

export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(__dirname, 'oidc-provider-process.mjs')], {
    env: { ...process.env, PARLOR_TEST_OIDC: JSON.stringify({ ...options, port }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await waitForOutput(child, /oidc provider ready/, 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    issuer: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
