/** The part of Web Storage Parlor uses; tests pass a Map-backed stand-in. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be missing (a worker, jsdom without it) or throw on access (blocked cookies,
// some private modes): callers then carry on without it.
function storageOrNull(pick: () => Storage | undefined): StorageLike | null {
  try {
    return pick() ?? null;
  } catch {
    return null;
  }
}

export function localStorageOrNull(): StorageLike | null {
  return storageOrNull(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
}

export function sessionStorageOrNull(): StorageLike | null {
  return storageOrNull(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
}
