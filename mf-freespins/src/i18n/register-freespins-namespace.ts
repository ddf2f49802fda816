import { registerNamespace, type Lang } from '@parlor/shared';
import english from './locales/en.json';

export function registerFreeSpinsNamespace(): Promise<void> {
  return registerNamespace('freespins', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-freespins-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
