import { render, screen, waitFor } from '@testing-library/react';
import { sessionStore, useLocation, type ControllerClient } from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { makeConfig, makePlayer } from '@parlor/shared/testing';
import { registerFreeSpinsNamespace } from '../../i18n/register-freespins-namespace';
import { FreeSpinsHost } from './free-spins-host';
import { cacheFreeSpins, setFreeSpinsApi } from '../../api/freespins-api';

let api: Record<string, jest.Mock>;

beforeAll(async () => {
  await registerSharedNamespace();
  await registerFreeSpinsNamespace();
});

beforeEach(() => {
  document.cookie = 'dfs_shown=; Max-Age=0; Path=/';
  cacheFreeSpins(1, null);
  api = {
    getDfs: jest
      .fn()
      .mockResolvedValue({ dfs: null, dfs_popup: { show: true }, dfs_spinwheel: null }),
    getDailyFreeSpins: jest.fn().mockResolvedValue({
      allowed_to_redeem: false,
      reason_not_allowed_to_redeem: 'no_dfs_data',
    }),
  };
  setFreeSpinsApi(api as unknown as ControllerClient);
  sessionStore.getState().setConfig(makeConfig({ dfs: true, dfs_popup: true }));
  sessionStore.getState().setPlayer(makePlayer({ PID: 1 }));
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const mount = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <FreeSpinsHost />
      <Where />
    </MemoryRouter>,
  );

describe('FreeSpinsHost', () => {
  it('opens by itself on home once a day when the controller says so', async () => {
    mount('/');
    expect(await screen.findByRole('dialog', { name: 'Daily free spins' })).toBeInTheDocument();
    expect(document.cookie).toContain('dfs_shown=1');
  });

  it('stays closed while the cookie is set, away from home, or for guests', async () => {
    document.cookie = 'dfs_shown=1; Path=/';
    const first = mount('/');
    await waitFor(() => expect(api.getDfs).not.toHaveBeenCalled());
    first.unmount();
    document.cookie = 'dfs_shown=; Max-Age=0; Path=/';
    const second = mount('/category/online-slots');
    second.unmount();
    sessionStore.getState().setPlayer(null);
    mount('/');
    expect(api.getDfs).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when there is nothing to take', async () => {
    api.getDfs!.mockResolvedValue({ dfs: null, dfs_popup: { show: false }, dfs_spinwheel: null });
    mount('/');
    await waitFor(() => expect(api.getDfs).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('dfs_shown=1');
  });

  it('opens by itself once a day for a player who has to confirm the email, on the email step', async () => {
    const waiting = {
      allowed_to_redeem: false,
      reason_not_allowed_to_redeem: 'email_not_clicked',
      email: 'ann@example.com',
    };
    // an operator's controller may leave the show flag off for this player
    api.getDfs!.mockResolvedValue({
      dfs: waiting,
      dfs_popup: { show: false },
      dfs_spinwheel: null,
    });
    api.getDailyFreeSpins!.mockResolvedValue(waiting);
    const first = mount('/');
    const dialog = await screen.findByRole('dialog', { name: 'Daily free spins' });
    expect(
      await screen.findByRole('button', { name: 'Send the confirmation email' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Confirm your email address ann@example.com');
    expect(document.cookie).toContain('dfs_shown=1');
    first.unmount();
    // the same day: not again
    api.getDfs!.mockClear();
    mount('/');
    await waitFor(() => expect(api.getDfs).not.toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('?freespins opens it on any page and leaves the address', async () => {
    mount('/providers?freespins');
    expect(await screen.findByRole('dialog', { name: 'Daily free spins' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/providers$/);
    expect(
      await screen.findByText(
        'There are no daily free spins for you right now. Please check back later.',
      ),
    ).toBeInTheDocument();
  });
});
