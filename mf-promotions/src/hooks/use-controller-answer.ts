import { useCatalogueData, type CatalogueData } from '@parlor/shared';

/**
 * A validated controller answer, loaded through the shared `useCatalogueData` (the controller
 * client gives every call its deadline, so a late answer is an error too): `load` returns
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
      const answer = await load();
      if (answer === null) throw new Error(`promotions: unusable answer to ${key}`);
      return answer;
    },
    { fresh },
  );
}
