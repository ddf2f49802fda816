import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage, getI18n, registerNamespace } from './parlor-i18n';
import { I18nextProvider, useTranslation } from './react-i18n';

// renders of each component, counted by a Profiler around it
const renders = { alpha: 0, beta: 0 } as Record<'alpha' | 'beta', number>;
const count = (id: string) => (renders[id as 'alpha' | 'beta'] += 1);

function Greeting({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t('hello')}</p>;
}

const german = { alpha: { hello: 'Hallo Alpha' }, beta: { hello: 'Hallo Beta' } };

beforeAll(async () => {
  await registerNamespace('alpha', { hello: 'Hello alpha' }, (lang) =>
    Promise.resolve(lang === 'de' ? german.alpha : {}),
  );
});
afterAll(() => changeLanguage('en'));

it("re-renders a namespace's components when its strings come, and only those", async () => {
  render(
    <I18nextProvider i18n={getI18n()}>
      <Profiler id="alpha" onRender={count}>
        <Greeting namespace="alpha" />
      </Profiler>
      <Profiler id="beta" onRender={count}>
        <Greeting namespace="beta" />
      </Profiler>
    </I18nextProvider>,
  );
  expect(screen.getByText('Hello alpha')).toBeInTheDocument();
  // beta's strings are not there yet: the key shows
  expect(screen.getByText('hello')).toBeInTheDocument();
  const before = { ...renders };

  // another app registers its namespace (a remote's module arriving)
  await act(() =>
    registerNamespace('beta', { hello: 'Hello beta' }, (lang) =>
      Promise.resolve(lang === 'de' ? german.beta : {}),
    ),
  );
  expect(screen.getByText('Hello beta')).toBeInTheDocument();
  expect(renders.beta).toBeGreaterThan(before.beta);
  expect(renders.alpha).toBe(before.alpha);

  // a new language concerns every namespace
  await act(() => changeLanguage('de'));
  expect(await screen.findByText('Hallo Alpha')).toBeInTheDocument();
  expect(await screen.findByText('Hallo Beta')).toBeInTheDocument();
});
