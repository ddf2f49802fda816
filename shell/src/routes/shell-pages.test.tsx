import { render, screen } from '@testing-library/react';
import { sessionStore } from '@parlor/shared';
import {
  installFakeApi,
  makeConfig,
  MemoryRouter,
  registerSharedNamespace,
  Route,
  Routes,
} from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { SHELL_PAGES, ShellPage } from './shell-pages';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  installFakeApi({});
  sessionStore.getState().setConfig(makeConfig());
  sessionStore.getState().setPlayer(null);
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {SHELL_PAGES.map(({ path: at, Page }) => (
          <Route key={at} path={at} element={<ShellPage Page={Page} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

it.each([
  ['/responsible-gaming', 'Responsible gaming'],
  ['/account/history', 'Account history'],
])('opens %s for a guest, its code loaded when asked for', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
});
