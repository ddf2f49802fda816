// One process renders many casinos, on different releases of the same remote, and i18n is one
// per process: two releases register the same namespace with their own words. Before a render,
// the namespaces of the containers it uses are given those containers' words (and loaders).
import { getI18n, registerNamespace } from '@parlor/shared';
import { SUPPORTED_LANGS } from '@parlor/shared/host';
import type { ContainerStrings } from './server-containers';

/** The strings in place, by namespace. */
const inPlace = new Map<string, ContainerStrings>();

export async function putContainerStrings(
  used: Iterable<Map<string, ContainerStrings>>,
): Promise<void> {
  const i18n = getI18n();
  for (const strings of used) {
    for (const [namespace, words] of strings) {
      if (inPlace.get(namespace) === words) continue;
      inPlace.set(namespace, words);
      // its loader for the languages still to load, its English over the other release's
      void registerNamespace(namespace, words.english, words.loader);
      i18n.addResourceBundle('en', namespace, words.english, true, true);
      for (const lang of SUPPORTED_LANGS) {
        if (lang === 'en' || !i18n.hasResourceBundle(lang, namespace)) continue;
        i18n.addResourceBundle(lang, namespace, await words.loader(lang), true, true);
      }
    }
  }
}
