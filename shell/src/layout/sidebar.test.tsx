import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@parlor/shared';
import { uiStore, type NavItem } from '@parlor/shared/host';
import { registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { makeConfig, makePlayer, installFakeApi } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { Sidebar } from './sidebar';

const items: NavItem[] = [
  { id: 'lobby', label: 'Lobby', action: '/', icon: 'home', internal: true },
  {
    id: 'table-games',
    label: 'Table Games',
    action: '/category/table-games',
    icon: 'cards',
    internal: true,
  },
  { id: 'banking', label: 'Banking', action: '/pages/banking', icon: 'bank', internal: false },
];
const de: NavItem[] = items.map((i) => ({ ...i, label: `${i.label} (de)` }));
const getReferral = jest.fn();

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

beforeEach(() => {
  getReferral.mockReset().mockResolvedValue({ page: null, url: null });
  installFakeApi({ getReferral });
  uiStore.getState().setLanguage('en');
  sessionStore.getState().setPlayer(null);
  sessionStore.getState().setConfig(
    makeConfig({
      navigation: { EN: items, DE: de, ES: items, FR: items },
      dfs: true,
      chat_widget: true,
    }),
  );
});

const renderSidebar = () =>
  render(
    <MemoryRouter>
      <Sidebar />
    </MemoryRouter>,
  );

it('gives guests the config menu, the More group and the settings, no player entries', () => {
  renderSidebar();
  expect(screen.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Banking' })).toHaveAttribute('href', '/pages/banking');
  expect(screen.getByRole('button', { name: 'Dark' })).toBeInTheDocument();
  expect(screen.getByLabelText('Language')).toHaveValue('en');
  expect(screen.queryByRole('link', { name: 'Favorites' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
});

it('collapses and expands a group', async () => {
  renderSidebar();
  const toggle = screen.getByRole('button', { name: 'Games' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Table Games' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(screen.getByRole('link', { name: 'Table Games' })).toBeInTheDocument();
});

it('adds the player entries, the referral only when raf has a page', async () => {
  sessionStore.getState().setPlayer(makePlayer());
  getReferral.mockResolvedValue({ page: '/pages/refer-a-friend', url: 'x' });
  renderSidebar();
  expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
  expect(screen.getByRole('link', { name: 'Suggested Games' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Daily Free Spins' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Live Support' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Refer a Friend' })).toBeInTheDocument();
});

it('uses the navigation list of the current language', () => {
  renderSidebar();
  act(() => uiStore.getState().setLanguage('de'));
  expect(screen.getByRole('link', { name: 'Lobby (de)' })).toBeInTheDocument();
});

it('keeps the base path on the route error page and the dashboard links', async () => {
  const { RouteErrorPage } = await import('../pages/route-error-page');
  sessionStore.getState().setConfig(
    makeConfig({
      navigation: { EN: items, DE: de, ES: items, FR: items },
      base_location: '/casino/',
    }),
  );
  sessionStore.getState().setPlayer(makePlayer());
  renderSidebar();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/casino/dashboard/',
  );
  render(<RouteErrorPage />);
  expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute(
    'href',
    '/casino/',
  );
});

it("leaves the tournaments entry out when the config's tournaments flag is off", () => {
  const withTournaments: NavItem[] = [
    ...items,
    {
      id: 'tournaments',
      label: 'Tournaments',
      action: '/tournaments',
      icon: 'trophy',
      internal: true,
    },
  ];
  const navigation = { EN: withTournaments, DE: withTournaments, ES: items, FR: items };
  sessionStore.getState().setConfig(makeConfig({ navigation }));
  const on = renderSidebar();
  expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/tournaments');
  on.unmount();
  sessionStore.getState().setConfig(makeConfig({ navigation, tournaments: false }));
  renderSidebar();
  expect(screen.queryByRole('link', { name: 'Tournaments' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Table Games' })).toBeInTheDocument();
});
