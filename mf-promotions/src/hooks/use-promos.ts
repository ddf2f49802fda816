import { getApi, type Lang, type PromoTarget, type PromosResponse } from '@parlor/shared';
import { asPromosResponse } from '../domain/validate-answers';
import { useControllerAnswer } from './use-controller-answer';

/** The casino's promos for a target, validated; shared by every block asking the same. */
export function usePromos(lang: Lang, target: PromoTarget, regularOnly = false) {
  return useControllerAnswer<PromosResponse>(
    `promos:${lang}:${target}:${regularOnly ? 1 : 0}`,
    async () => asPromosResponse(await getApi().getPromos({ lang, target, regularOnly })),
  );
}
