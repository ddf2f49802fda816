import { registerNamespace, type Lang } from '@parlor/shared';
import english from './locales/en.json';

export function registerTournamentsNamespace(): Promise<void> {
  return registerNamespace('tournaments', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-tournaments-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
