// The player protection screens' strings (the responsible gaming and history pages, the session
// clock and the reality check): a namespace of their own, registered by those screens' chunks, so
// that no visitor's first screen carries them. What the always-loaded parts say (the footer's
// link, the profile panel's, a login refused by a rule) stays in the shell's namespace.
import { registerNamespace, type Lang } from '@parlor/shared';
import { whenTranslationsReady } from '@parlor/shared/host';
import english from './locales/en.json';

export async function registerProtectionNamespace(): Promise<void> {
  await registerNamespace('protection', english, (lang: Lang) =>
    import(/* webpackChunkName: "i18n-protection-[request]" */ `./locales/${lang}.json`).then(
      (m: { default: Record<string, unknown> }) => m.default,
    ),
  );
  await whenTranslationsReady();
}
