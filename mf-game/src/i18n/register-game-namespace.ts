import { registerNamespace, type Lang } from '@parlor/shared';
import english from './locales/en.json';

export function registerGameNamespace(): Promise<void> {
  return registerNamespace('game', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-game-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
