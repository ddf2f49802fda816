import { registerNamespace, type Lang } from '@parlor/shared';
import english from './locales/en.json';

export function registerShellNamespace(): Promise<void> {
  return registerNamespace('shell', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-shell-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
