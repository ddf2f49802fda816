// What the shell needs of GET /api/boot before it can start: the controller's path, the payload
// passphrase and, when present, the remotes as an object (name -> entry address).
import type { BootInfo, BootPreview } from '../types/entities';

/** Why a boot info answer is not usable, or null when it is. */
export function checkBootInfo(value: unknown): string | null {
  const info =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof info.controller_path !== 'string') return 'controller_path is not a string';
  if (typeof info.passphrase !== 'string') return 'passphrase is not a string';
  if (info.remotes !== undefined && (typeof info.remotes !== 'object' || info.remotes === null)) {
    return 'remotes is not an object';
  }
  return null;
}

/**
 * The boot info's telemetry settings when well formed (`{ sample }`, a share 0..1), else
 * undefined: a bad value costs only the setting (the visit then reports nothing), not boot.
 */
export function readTelemetrySettings(value: unknown): { sample: number } | undefined {
  const sample =
    typeof value === 'object' && value !== null
      ? (value as { sample?: unknown }).sample
      : undefined;
  return typeof sample === 'number' && sample >= 0 && sample <= 1 ? { sample } : undefined;
}

/** The preview the browser is on (`{ remote, release, expires_at }`), when well formed. */
export function readPreview(value: unknown): BootPreview | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { remote, release, expires_at: expiresAt } = value as Record<string, unknown>;
  if (typeof remote !== 'string' || !/^[a-z][a-z0-9_]{0,40}$/.test(remote)) return undefined;
  if (typeof release !== 'string' || release.length === 0 || release.length > 100) return undefined;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { remote, release, expires_at: expiresAt };
}

/** What the boot info adds beside the controller's part: each well formed, or left out. */
export function readBootExtras(
  info: Record<string, unknown>,
): Pick<BootInfo, 'telemetry' | 'preview'> {
  const telemetry = readTelemetrySettings(info.telemetry);
  const preview = readPreview(info.preview);
  return { ...(telemetry && { telemetry }), ...(preview && { preview }) };
}
