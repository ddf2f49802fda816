// Loader tips (docs/product-rules.md, "Game page"): one random of 7, or of 12 for fusion in French.
import type { Lang } from '@parlor/shared';

export function tipCount(isFusion: boolean, lang: Lang | string): number {
  return isFusion && lang === 'fr' ? 12 : 7;
}

/** A tip number from 1 to tipCount. */
export function pickTip(
  isFusion: boolean,
  lang: Lang | string,
  random: () => number = Math.random,
): number {
  const count = tipCount(isFusion, lang);
  const n = Math.floor(random() * count);
  return Math.min(count, Math.max(1, n + 1));
}
