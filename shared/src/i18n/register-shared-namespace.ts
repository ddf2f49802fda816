import type { Lang } from '../types/entities';
import english from './locales/en.json';
import { registerNamespace } from './parlor-i18n';

/** The strings of the shared UI kit (namespace `shared`). */
export function registerSharedNamespace(): Promise<void> {
  return registerNamespace('shared', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-shared-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
}
