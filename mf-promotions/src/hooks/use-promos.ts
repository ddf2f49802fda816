import { useMemo } from 'react';
import {
  callPrefetched,
  type Lang,
  type PromoTarget,
  type PromosResponse,
  usePrefetchedAnswer,
} from '@parlor/shared';
import { asPromosResponse } from '../domain/validate-answers';
import { useControllerAnswer } from './use-controller-answer';

/**
 * The casino's promos for a target, validated; shared by every block asking the same. The first
 * load takes the answer the shell asked for when a link to the promotions page was hovered (at
 * most 30 s before, for this player); when it has arrived, the page shows it from its first
 * render instead of the loading state.
 */
export function usePromos(lang: Lang, target: PromoTarget, regularOnly = false) {
  const request = { lang, target, regularOnly };
  const answer = useControllerAnswer<PromosResponse>(
    `promos:${lang}:${target}:${regularOnly ? 1 : 0}`,
    async () => asPromosResponse(await callPrefetched('getPromos', request)),
  );
  const prefetched = usePrefetchedAnswer('getPromos', request);
  const primed = useMemo(() => (prefetched ? asPromosResponse(prefetched) : null), [prefetched]);
  if (answer.data || answer.error || !primed) return answer;
  return { ...answer, data: primed };
}
