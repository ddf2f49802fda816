// The site's database opened once per process: its state store and its telemetry roll-ups on the
// same SQLite file or PostgreSQL database, migrated on open. PARLOR_SITE_DATABASE_URL chooses
// PostgreSQL; otherwise PARLOR_SITE_DB (site/site.db).
import type { SiteSettings } from '../site-settings';
import type { TelemetryStore, TelemetryStoreOptions } from '../telemetry/telemetry-store';
import { TELEMETRY_MIGRATIONS } from '../telemetry/telemetry-migrations';
import { openSqliteTelemetry } from '../telemetry/telemetry-sqlite';
import { openPostgresTelemetry } from '../telemetry/telemetry-postgres';
import { openSiteStore } from './open-site-store';
import type { SiteStore } from './site-store';

export interface SiteDatabase {
  store: SiteStore;
  telemetry: TelemetryStore;
  close(): Promise<void>;
}

export type SiteDatabaseSettings = Pick<
  SiteSettings,
  'databaseUrl' | 'siteDbFile' | 'remotesFile' | 'canaryFile' | 'auditFile'
>;

export async function openSiteDatabase(
  settings: SiteDatabaseSettings,
  telemetryOptions: TelemetryStoreOptions = {},
): Promise<SiteDatabase> {
  const opened = await openSiteStore({
    ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
    sqliteFile: settings.siteDbFile,
    extraMigrations: TELEMETRY_MIGRATIONS,
    legacy: {
      manifestFile: settings.remotesFile,
      canaryFile: settings.canaryFile,
      auditFile: settings.auditFile,
    },
  });
  const telemetry = opened.pool
    ? openPostgresTelemetry(opened.pool, telemetryOptions)
    : openSqliteTelemetry(opened.sqlite!, telemetryOptions);
  return {
    store: opened.store,
    telemetry,
    close: async () => {
      await telemetry.close();
      await opened.store.close();
    },
  };
}
