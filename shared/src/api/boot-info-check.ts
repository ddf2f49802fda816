// What the shell needs of GET /api/boot before it can start: the controller's path, the payload
// passphrase and, when present, the remotes as an object (name -> entry address).

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
