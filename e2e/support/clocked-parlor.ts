import path from 'node:path';
import { specProcesses } from './spec-processes';

export interface ClockedParlor {
  /** the site's origin, e.g. http://localhost:8096 */
  site: string;
  stop(): Promise<void>;
}

/**
 * A controller and a site of a spec's own, from their builds, on a fresh database, the controller
 * on its demo clock (PARLOR_DEMO_CLOCK: POST /api/demo/clock moves it), so that a test can move
 * time for the server as Playwright's clock moves it for the page. The age check decides at once.
 */
export async function startClockedParlor(ports: {
  controller: number;
  site: number;
  assets: number;
}): Promise<ClockedParlor> {
  const processes = specProcesses('clocked', { PARLOR_SCRYPT_LOG_N: '12' });
  const { dir } = processes;
  await processes.start('server/dist/main.js', ports.controller, {
    PARLOR_PORT: String(ports.controller),
    PARLOR_HOST: '127.0.0.1',
    PARLOR_TRUST_PROXY: '1',
    PARLOR_DEMO_CLOCK: '1',
    PARLOR_DB: path.join(dir, 'protection.db'),
    PARLOR_ASSETS_PORT: String(ports.assets),
    PARLOR_KYC_REVIEW_MS: '0',
    PARLOR_DOCUMENTS_DIR: path.join(dir, 'documents'),
  });
  await processes.start('site/dist/site.js', ports.site, {
    PARLOR_PORT: String(ports.site),
    PARLOR_CONTROLLER_URL: `http://127.0.0.1:${ports.controller}`,
    PARLOR_REMOTES_FILE: path.join(dir, 'remotes.override.json'),
    PARLOR_SITE_DB: path.join(dir, 'site.db'),
  });
  return { site: `http://localhost:${ports.site}`, stop: processes.stop };
}
