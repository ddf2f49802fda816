import { createHash, createHmac, webcrypto } from 'node:crypto';
import { weightedIndex } from '@parlor/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type ControllerClient, type FreeSpinsData } from '@parlor/shared';
import { registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
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

/** The shadow root of the operator copy shown, once it holds `text`. */
async function operatorCopy(text: string): Promise<HTMLElement> {
  let root: ShadowRoot | null | undefined;
  await waitFor(() => {
    root = document.querySelector('.fs-operator-copy')?.shadowRoot;
    expect(root?.textContent).toContain(text);
  });
  return root as unknown as HTMLElement;
}

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
      DFSvalidation: expect.objectContaining({
        dfs_game: 'gold-rush',
        // the player's share of the draw, fresh for this spin
        client_seed: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
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

  it('shows the operator\u2019s description and game image, then its success message with the prize', async () => {
    api.getDailyFreeSpins!.mockResolvedValue(
      data({
        campaign_description:
          'Spin daily for free spins on <b>Gold Rush</b>.<script>window.hacked = 1</script>' +
          '<img src="x" onerror="window.hacked = 1"><a href="/promotions" style="position:fixed;inset:0">Terms</a>',
        successmsg: 'Enjoy your free spins!',
        game_image: 'https://assets.example/games/gold-rush/landscape.jpg',
      }),
    );
    api.redeemDfs!.mockResolvedValue({
      success: true,
      gamename: 'Gold Rush',
      gameimage: 'javascript:alert(1)',
      shortcut: '/play/gold-rush',
      freespins: 10,
      responseMessage: '',
      slice: 1,
    });
    open();
    // operator markup through the site's sanitiser, in a shadow root of its own: no script,
    // handler or style survives, and the page's classes and selectors cannot reach it
    const copy = await operatorCopy('Spin daily for free spins on Gold Rush.');
    expect(within(copy).getByText('Gold Rush', { selector: 'b' })).toBeInTheDocument();
    expect(copy.querySelector('script, style, [onerror], [style]')).toBeNull();
    expect(within(copy).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(document.querySelector('.fs-operator-copy b, a[href="/promotions"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gold Rush' })).toHaveAttribute(
      'src',
      'https://assets.example/games/gold-rush/landscape.jpg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    await operatorCopy('Enjoy your free spins!');
    // an image address that is not http(s) is dropped; the campaign's image stands in
    expect(screen.getByRole('img', { name: 'Gold Rush' })).toHaveAttribute(
      'src',
      'https://assets.example/games/gold-rush/landscape.jpg',
    );
  });

  it('verifies the prize with the client seed it sent', async () => {
    Object.defineProperty(globalThis.crypto, 'subtle', {
      value: webcrypto.subtle,
      configurable: true,
    });
    const seed = 'a3f1c9e07b5d42aa9e1c0d7f3b2a6c5e8d9f0a1b2c3d4e5f60718293a4b5c6d7';
    api.getDailyFreeSpins!.mockResolvedValue(
      data({
        commitment: createHash('sha256').update(seed).digest('hex'),
        commitment_message: '1:2026-11-25',
      }),
    );
    api.redeemDfs!.mockImplementation(
      ({ DFSvalidation }: { DFSvalidation: { client_seed: string } }) => {
        const mac = createHmac('sha256', seed)
          .update(`1:2026-11-25:${DFSvalidation.client_seed}`)
          .digest();
        const slice = weightedIndex(slices, mac.readUIntBE(0, 6) / 2 ** 48);
        return Promise.resolve({
          success: true,
          gamename: 'Gold Rush',
          gameimage: '',
          shortcut: '/play/gold-rush',
          freespins: slices[slice]!.no_of_spins,
          responseMessage: '',
          slice,
          seed,
        });
      },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByText('✓ Verified spin')).toBeInTheDocument();
    const sent = (api.redeemDfs!.mock.calls[0] as [{ DFSvalidation: { client_seed: string } }])[0]
      .DFSvalidation.client_seed;
    expect(screen.getByText(`Your seed: ${sent}`)).toBeInTheDocument();
  });

  it('links the mailbox only when the controller serves one', async () => {
    api.getDailyFreeSpins!.mockResolvedValue(
      data({ allowed_to_redeem: false, reason_not_allowed_to_redeem: 'email_not_clicked' }),
    );
    api.sendFreeSpinEmail!.mockResolvedValue({ success: true });
    const first = open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send the confirmation email' }),
    );
    await screen.findByText('Waiting for your confirmation…');
    expect(screen.queryByRole('link', { name: 'Open your mailbox' })).toBeNull();
    first.unmount();
    cacheFreeSpins(1, null);
    api.getDailyFreeSpins!.mockResolvedValue(
      data({
        allowed_to_redeem: false,
        reason_not_allowed_to_redeem: 'email_not_clicked',
        enabled_sections: ['wheel', 'email', 'mailbox'],
      }),
    );
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send the confirmation email' }),
    );
    expect(await screen.findByRole('link', { name: 'Open your mailbox' })).toBeInTheDocument();
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
