import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  sessionStore,
  useLocation,
  type CasinoConfig,
  type ProtectionRefusal,
} from '@parlor/shared';
import {
  makeConfig,
  MemoryRouter,
  registerSharedNamespace,
  Route,
  Routes,
} from '@parlor/shared/testing';
import { registerGameNamespace } from '../../i18n/register-game-namespace';
import { UK_PROFILE } from '@parlor/shared/testing';
import { GameError } from './game-error';
import type { GameErrorKind } from './launch-state';

const UNTIL = '2026-11-27T12:00:00.000Z';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerGameNamespace();
});

beforeEach(() => {
  sessionStore.getState().setConfig(makeConfig({ protection: UK_PROFILE }));
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderError(refusal: Omit<ProtectionRefusal, 'error'> | null, error?: GameErrorKind) {
  const onBack = jest.fn();
  render(
    <MemoryRouter initialEntries={['/play/wolf-gold-rush']}>
      <Routes>
        <Route
          path="/play/:gameslug"
          element={
            <GameError
              error={error ?? 'protection'}
              gameName="Wolf Gold Rush"
              refusal={refusal ? { error: 'Refused', ...refusal } : undefined}
              onLogin={jest.fn()}
              onBack={onBack}
              onRetry={jest.fn()}
            />
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { onBack };
}

const responsibleGaming = () =>
  screen.getByRole('link', { name: 'Responsible gaming: your tools and help' });

describe('a protection refusal', () => {
  it("links to the responsible gaming page and lists the profile's help contacts", async () => {
    renderError({ code: 'on_break', until: UNTIL });
    expect(screen.getByRole('alert')).toHaveTextContent(/^You are taking a break until 27/);
    expect(responsibleGaming()).toHaveAttribute('href', '/responsible-gaming');

    const help = screen.getByRole('list', { name: 'Need to talk to someone?' });
    const items = within(help).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const site = within(items[0]!).getByRole('link', {
      name: 'BeGambleAware (opens in a new tab)',
    });
    expect(site).toHaveAttribute('href', 'https://www.begambleaware.org');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(items[0]!).getByRole('link', { name: 'Call BeGambleAware on 0808 8020 133' }),
    ).toHaveAttribute('href', 'tel:08088020133');
    expect(items[0]).toHaveTextContent('Phone: 0808 8020 133');
    // no phone: the site alone
    expect(within(items[1]!).getAllByRole('link')).toHaveLength(1);
    expect(
      within(items[1]!).getByRole('link', { name: 'GamCare (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.gamcare.org.uk');

    // the page is a route of the shell: the router follows the link, the keyboard reaches it
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go Back' })).toHaveFocus();
    await userEvent.tab();
    expect(responsibleGaming()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/responsible-gaming');
  });

  it('shows every rule with the same help', () => {
    for (const code of ['reality_check_due', 'self_excluded', 'limit_reached'] as const) {
      const view = render(
        <MemoryRouter>
          <GameError
            error="protection"
            gameName="Wolf Gold Rush"
            refusal={{ error: 'Refused', code }}
            onLogin={jest.fn()}
            onBack={jest.fn()}
            onRetry={jest.fn()}
          />
        </MemoryRouter>,
      );
      expect(responsibleGaming()).toBeVisible();
      expect(screen.getByRole('list', { name: 'Need to talk to someone?' })).toBeVisible();
      view.unmount();
    }
  });

  it('sends a player whose age is not verified to the verification page', () => {
    renderError({ code: 'age_unverified' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Verify your age to play\./);
    expect(screen.getByRole('link', { name: 'Verify your age' })).toHaveAttribute(
      'href',
      '/pages/verification',
    );
    expect(responsibleGaming()).toBeVisible();
  });

  it("puts the verification page under the site's base path", () => {
    sessionStore
      .getState()
      .setConfig(makeConfig({ protection: UK_PROFILE, base_location: '/casino/' }));
    renderError({ code: 'age_unverified' });
    expect(screen.getByRole('link', { name: 'Verify your age' })).toHaveAttribute(
      'href',
      '/casino/pages/verification',
    );
  });

  it('asks a person whose exclusion has ended to ask to come back, and then to wait', async () => {
    renderError({ code: 'return_pending' });
    expect(screen.getByRole('alert')).toHaveTextContent(/ask on the responsible gaming page/);
    const ask = screen.getByRole('link', { name: 'Ask to come back' });
    expect(ask).toHaveAttribute('href', '/responsible-gaming');
    await userEvent.click(ask);
    expect(screen.getByTestId('where')).toHaveTextContent('/responsible-gaming');
  });

  it('has nothing to ask once the return is asked for', () => {
    renderError({ code: 'return_pending', until: UNTIL });
    expect(screen.getByRole('alert')).toHaveTextContent(/You can play again from 27 November/);
    expect(screen.queryByRole('link', { name: 'Ask to come back' })).toBeNull();
    expect(responsibleGaming()).toBeVisible();
  });

  it("links the casino's terms after a terms change, when it names them", () => {
    sessionStore.getState().setConfig(
      makeConfig({
        protection: UK_PROFILE,
        pages: {
          signup: '/pages/signup',
          cashier: '/pages/cashier',
          vipprogram: '/pages/vip',
          terms: '/pages/terms',
        },
      }),
    );
    renderError({ code: 'terms_update', terms_version: '2026-11' });
    expect(screen.getByRole('link', { name: 'Read the terms' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
  });

  it('keeps the page whole when the controller sends no profile or no help', () => {
    sessionStore.getState().setConfig(makeConfig({}));
    const first = render(
      <MemoryRouter>
        <GameError
          error="protection"
          gameName="Wolf Gold Rush"
          refusal={{ error: 'Refused', code: 'cooling_down' as never }}
          onLogin={jest.fn()}
          onBack={jest.fn()}
          onRetry={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Games cannot be played right now. Refused',
    );
    expect(responsibleGaming()).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    first.unmount();

    const { help: _help, ...withoutHelp } = UK_PROFILE;
    sessionStore
      .getState()
      .setConfig(makeConfig({ protection: withoutHelp as unknown as CasinoConfig['protection'] }));
    renderError({ code: 'terms_update' });
    // no terms page named: the sentence alone
    expect(screen.queryByRole('link', { name: 'Read the terms' })).toBeNull();
    expect(responsibleGaming()).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

it('adds no protection help to other errors', () => {
  renderError(null, 'network');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByRole('link')).toBeNull();
});
