import { changeLanguage, getI18n, registerNamespace, whenTranslationsReady } from './parlor-i18n';

/** A loader whose German file arrives when the test says so (the others at once). */
function heldLoader(german: Record<string, string>) {
  const pending: (() => void)[] = [];
  const loader = (lang: string) =>
    lang === 'de'
      ? new Promise<Record<string, string>>((resolve) => pending.push(() => resolve(german)))
      : Promise.resolve({});
  return { loader, arrive: () => pending.splice(0).forEach((go) => go()) };
}

afterEach(() => jest.useRealTimers());

it('is ready at once when every namespace has the language (English is bundled)', async () => {
  await registerNamespace('bundled', { hello: 'Hello' }, () => Promise.resolve({}));
  let ready = false;
  void whenTranslationsReady().then(() => (ready = true));
  await Promise.resolve();
  expect(ready).toBe(true);
});

it("waits for a namespace's language file registered after the language was chosen", async () => {
  await changeLanguage('de');
  const { loader, arrive } = heldLoader({ hello: 'Hallo' });
  void registerNamespace('late', { hello: 'Hello' }, loader);
  let ready = false;
  const waiting = whenTranslationsReady().then(() => (ready = true));
  await new Promise((r) => setTimeout(r, 10));
  expect(ready).toBe(false);
  arrive();
  await waiting;
  expect(getI18n().t('hello', { ns: 'late' })).toBe('Hallo');
});

it('gives up after a while: a file that never comes leaves English', async () => {
  await changeLanguage('fr');
  jest.useFakeTimers();
  void registerNamespace('never', { hello: 'Hello' }, (lang) =>
    lang === 'fr' ? new Promise(() => {}) : Promise.resolve({}),
  );
  let ready = false;
  void whenTranslationsReady(3000).then(() => (ready = true));
  await jest.advanceTimersByTimeAsync(2900);
  expect(ready).toBe(false);
  await jest.advanceTimersByTimeAsync(200);
  expect(ready).toBe(true);
  expect(getI18n().t('hello', { ns: 'never' })).toBe('Hello');
});
