import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  sessionStore,
  type ControllerClient,
  type FreeSpinsData,
} from '@parlor/shared';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { makeConfig, makePlayer } from '@parlor/shared/testing';
import { registerFreeSpinsNamespace } from '../../i18n/register-freespins-namespace';
import { cacheFreeSpins, cachedFreeSpins, setFreeSpinsApi } from '../../api/freespins-api';
import FreeSpinsPopup from './free-spins-popup';
import { EMAIL_POLL_MS } from './email-flow';

const slices = [
  { no_of_spins: 5, probability: 0.5 },
  { no_of_spins: 10, probability: 0.3 },
  { no_of_spins: 50, probability: 0.2 },
];

const data = (extra: Partial<FreeSpinsData> = {}): FreeSpinsData => ({
  DFSSPINWHEEL: true,
  slices,
  allowed_to_redeem: true,
  reason_not_allowed_to_redeem: null,
  last_x_days: 7,
  required_mininum_deposit: 10,
  spins_remaining: 1,
  email: 'ann@example.com',
  game_slug: 'gold-rush',
  game_image: '/img.jpg',
  game_name: 'Gold Rush',
  campaign_description: '',
  cashierURL: '/pages/cashier',
  webplayURL: '/play/gold-rush',
  casino_id: 4,
  terms_page: '/pages/terms',
  enabled_sections: [],
  newrulevalidation: true,
  successmsg: '',
  ...extra,
});

let api: Record<string, jest.Mock>;
let reduced = true;

beforeAll(async () => {
  await registerSharedNamespace();
  await registerFreeSpinsNamespace();
});

beforeEach(() => {
  api = {
    getDailyFreeSpins: jest.fn(),
    redeemDfs: jest.fn(),
    sendFreeSpinEmail: jest.fn(),
    emailClickCheck: jest.fn(),
    redeemCoupon: jest.fn(),
  };
  setFreeSpinsApi(api as unknown as ControllerClient);
  cacheFreeSpins(1, null);
  reduced = true;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reduced,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  sessionStore.getState().setConfig(makeConfig({ dfs: true, dfs_popup: true }));
  sessionStore.getState().setPlayer(makePlayer({ PID: 1 }));
});
afterEach(() => jest.useRealTimers());

const open = () =>
  render(
    <MemoryRouter>
      <FreeSpinsPopup onClose={() => undefined} />
    </MemoryRouter>,
  );

describe('the free spins popup', () => {
  it('refuses to spin without the terms, then shows the server’s prize at once (reduced motion)', async () => {
    api.getDailyFreeSpins!.mockResolvedValue(data());
    api.redeemDfs!.mockResolvedValue({
      success: true,
      gamename: 'Gold Rush',
      gameimage: '/img.jpg',
      shortcut: '/play/gold-rush',
      freespins: 10,
      responseMessage: '10 free spins were added to Gold Rush.',
      slice: 1,
    });
    open();
    const terms = await screen.findByRole('checkbox', {
      name: 'I accept the terms and conditions',
    });
    expect(terms).toBeChecked();
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(
      screen.getByText('Please accept the terms and conditions to spin the wheel.'),
    ).toBeInTheDocument();
    expect(api.redeemDfs).not.toHaveBeenCalled();

    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByText('You won 10 free spins on Gold Rush!')).toBeInTheDocument();
    expect(screen.getByText('10 free spins were added to Gold Rush.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Gold Rush now' })).toHaveAttribute(
      'href',
      '/play/gold-rush',
    );
    expect(screen.getByRole('img', { name: 'Gold Rush' })).toBeInTheDocument();
    expect(api.redeemDfs).toHaveBeenCalledWith({
      DFSvalidation: expect.objectContaining({ dfs_game: 'gold-rush' }),
    });
    // the cached data now says: spun today
    expect(cachedFreeSpins(1)).toMatchObject({
      allowed_to_redeem: false,
      reason_not_allowed_to_redeem: 'redeemed_today',
    });
  });

  it('animates for 8 s with the spin button disabled, then shows the prize', async () => {
    reduced = false;
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.getDailyFreeSpins!.mockResolvedValue(data());
    api.redeemDfs!.mockResolvedValue({
      success: true,
      gamename: 'Gold Rush',
      gameimage: '',
      shortcut: '/play/gold-rush',
      freespins: 50,
      responseMessage: '',
      slice: 2,
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByRole('button', { name: 'Spinning…' })).toBeDisabled();
    // the server answered; the wheel turns to its slice
    await act(async () => {
      await Promise.resolve();
    });
    await act(async () => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.queryByText(/You won/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(4500);
    });
    expect(screen.getByText('You won 50 free spins on Gold Rush!')).toBeInTheDocument();
  });

  it('shows the redeem-failed text followed by the server’s message', async () => {
    api.getDailyFreeSpins!.mockResolvedValue(data());
    api.redeemDfs!.mockResolvedValue({
      success: false,
      gamename: '',
      gameimage: '',
      shortcut: '',
      freespins: 0,
      responseMessage: 'You have already redeemed your free spins today.',
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(
      await screen.findByText(
        'Sorry, we could not redeem your free spins. You have already redeemed your free spins today.',
      ),
    ).toBeInTheDocument();
  });

  it('a failed load offers Retry, which loads again', async () => {
    api
      .getDailyFreeSpins!.mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(
        data({ allowed_to_redeem: false, reason_not_allowed_to_redeem: 'fivedolar_balance' }),
      );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Your balance must be at least $5.00 to redeem your daily free spins.',
      ),
    ).toBeInTheDocument();
  });

  it('email flow: send, poll every minute (errors and false repeat), then Continue', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getDailyFreeSpins!.mockResolvedValueOnce(
      data({ allowed_to_redeem: false, reason_not_allowed_to_redeem: 'email_not_clicked' }),
    );
    api.sendFreeSpinEmail!.mockResolvedValue({ success: true });
    api
      .emailClickCheck!.mockRejectedValueOnce(new Error('flaky'))
      .mockResolvedValueOnce({ success: false })
      .mockResolvedValue({ success: true });
    open();
    await user.click(await screen.findByRole('button', { name: 'Send the confirmation email' }));
    expect(await screen.findByText('Waiting for your confirmation…')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        jest.advanceTimersByTime(EMAIL_POLL_MS);
      });
    }
    expect(api.emailClickCheck).toHaveBeenCalledTimes(3);
    expect(console.error).toHaveBeenCalled();
    api.getDailyFreeSpins!.mockResolvedValue(data());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Spin the wheel' })).toBeInTheDocument();
  });
});
