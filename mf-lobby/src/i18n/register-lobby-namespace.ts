import { registerNamespace, type Lang } from '@parlor/shared';
import english from './locales/en.json';

export function registerLobbyNamespace(): Promise<void> {
  return registerNamespace('lobby', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-lobby-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
