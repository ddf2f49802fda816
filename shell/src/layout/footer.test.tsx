import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n, sessionStore, useLocation } from '@parlor/shared';
import { makeConfig, MemoryRouter, registerSharedNamespace, uiStore } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { MGA_PROFILE, UK_PROFILE } from '@parlor/shared/testing';
import { Footer } from './footer';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

it('keeps the casino’s line and links to responsible gaming from any page', async () => {
  sessionStore.getState().setConfig(makeConfig({ casino_name: 'Parlor Test' }));
  render(
    <MemoryRouter initialEntries={['/play/wolf-gold-rush']}>
      <Footer />
      <Where />
    </MemoryRouter>,
  );
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Parlor Test ·');
  await userEvent.click(screen.getByRole('link', { name: 'Responsible gaming' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/responsible-gaming');
});

function renderFooter() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Footer />
    </MemoryRouter>,
  );
}

describe('the licence', () => {
  it('names the licence and its regulator, whose name links to the regulator', () => {
    sessionStore.getState().setConfig(makeConfig({ protection: UK_PROFILE }));
    renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Licensed and regulated by the UK Gambling Commission (opens in a new tab), licence 000-000000-R-000000-000 (example).',
    );
    const regulator = screen.getByRole('link', {
      name: 'UK Gambling Commission (opens in a new tab)',
    });
    expect(regulator).toHaveAttribute('href', 'https://www.gamblingcommission.gov.uk');
    expect(regulator).toHaveAttribute('target', '_blank');
    expect(regulator).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names each casino’s own, in the visitor’s language', async () => {
    sessionStore.getState().setConfig(makeConfig({ protection: MGA_PROFILE }));
    await act(async () => {
      uiStore.getState().setLanguage('de');
      await getI18n().changeLanguage('de');
    });
    try {
      renderFooter();
      expect(screen.getByRole('contentinfo')).toHaveTextContent(
        'Lizenziert und beaufsichtigt von: Malta Gaming Authority (öffnet in einem neuen Tab), Lizenz MGA/B2C/000/0000 (example).',
      );
      expect(screen.getByRole('link', { name: /^Malta Gaming Authority/ })).toHaveAttribute(
        'href',
        'https://www.mga.org.mt',
      );
    } finally {
      await act(async () => {
        uiStore.getState().setLanguage('en');
        await getI18n().changeLanguage('en');
      });
    }
  });

  it('says nothing where the profile names no licence, and links no address but the web’s', () => {
    const { licence: _none, ...older } = UK_PROFILE;
    sessionStore.getState().setConfig(makeConfig({ protection: older as typeof UK_PROFILE }));
    const { unmount } = renderFooter();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Licensed');
    unmount();

    sessionStore.getState().setConfig(makeConfig());
    const noProfile = renderFooter();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Licensed');
    noProfile.unmount();

    sessionStore.getState().setConfig(
      makeConfig({
        protection: {
          ...UK_PROFILE,
          licence: { ...UK_PROFILE.licence!, url: 'javascript:alert(1)' },
        },
      }),
    );
    renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Licensed and regulated by the UK Gambling Commission, licence',
    );
    expect(screen.queryByRole('link', { name: /Gambling Commission/ })).toBeNull();
  });
});
