import { registerNamespace, type Lang } from '@parlor/shared';
import english from './locales/en.json';

export function registerPromotionsNamespace(): Promise<void> {
  return registerNamespace('promotions', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-promotions-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
