export interface CrossRemoteTarget {
  /** the site's origin, e.g. https://staging.example */
  baseUrl: string;
  /** an absolute link on that origin, opened before each test; null without one */
  preview: string | null;
}
export type Checked = { ok: true; value: string } | { ok: false; error: string };
export type ParsedE2eArgs =
  | { ok: true; target: CrossRemoteTarget | null; playwrightArgs: string[] }
  | { ok: false; error: string };

export const BASE_URL_ENV: 'PARLOR_E2E_BASE_URL';
export const PREVIEW_ENV: 'PARLOR_E2E_PREVIEW';
export function siteOrigin(value: string): Checked;
export function previewLink(value: string, origin: string): Checked;
export function parseE2eArgs(argv: readonly string[]): ParsedE2eArgs;
export function playwrightEnv(
  target: CrossRemoteTarget | null,
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
export function crossRemoteTarget(
  env: Record<string, string | undefined>,
): CrossRemoteTarget | null;
