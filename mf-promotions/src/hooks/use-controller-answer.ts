import { useCatalogueData, type CatalogueData } from '@parlor/shared';

/** Every controller call of this remote gives up after this long and shows Retry. */
export const CALL_TIMEOUT_MS = 10_000;

export function withTimeout<T>(promise: Promise<T>, ms = CALL_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A validated controller answer, loaded through the shared `useCatalogueData`: `load` returns
 * null for an unusable answer, which is an error with Retry like a failed or late call.
 * `fresh` asks again on every mount (answers that change while the player plays: winners).
 */
export function useControllerAnswer<T>(
  key: string,
  load: () => Promise<T | null>,
  { fresh = false }: { fresh?: boolean } = {},
): CatalogueData<T> {
  return useCatalogueData<T>(
    `promotions:${key}`,
    async () => {
      const answer = await withTimeout(load());
      if (answer === null) throw new Error(`promotions: unusable answer to ${key}`);
      return answer;
    },
    { fresh },
  );
}
