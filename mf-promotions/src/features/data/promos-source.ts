import { getApi, type Lang, type PromosResponse, type PromoTarget } from '@parlor/shared';
import { asPromosResponse } from '../../domain/validate-answers';
import { useLoad } from './use-load';

export function usePromos(lang: Lang, target: PromoTarget, regularOnly = false) {
  return useLoad<PromosResponse>(`promos:${lang}:${target}:${regularOnly ? 1 : 0}`, async () =>
    asPromosResponse(await getApi().getPromos({ lang, target, regularOnly })),
  );
}
