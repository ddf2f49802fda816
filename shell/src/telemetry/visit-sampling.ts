// A visit (one page load) is reported or not as a whole, under a random id of its own.

/** Whether this visit reports: a share `sample` (0..1) of visits, every visit when absent. */
export function isSampled(sample: number | undefined, random: () => number = Math.random): boolean {
  return random() < (sample ?? 1);
}

/** 16 random bytes, base64url (22 characters): no link to the player or to another visit. */
export function newVisitId(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = fill(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
