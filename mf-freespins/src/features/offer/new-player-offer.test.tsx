import { act, render, screen, waitFor } from '@testing-library/react';
import { sessionStore, type ControllerClient } from '@parlor/shared';
import { makeConfig, makePlayer, registerSharedNamespace } from '@parlor/shared/testing';
import { setFreeSpinsApi } from '../../api/freespins-api';
import { registerFreeSpinsNamespace } from '../../i18n/register-freespins-namespace';
import userEvent from '@testing-library/user-event';
import { forgetOfferAnswers, NewPlayerOffer } from './new-player-offer';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerFreeSpinsNamespace();
});

beforeEach(() => {
  forgetOfferAnswers();
  sessionStore.getState().setConfig(makeConfig({ dfs: true }));
  sessionStore.getState().setPlayer(makePlayer({ PID: 7, class: 'new_player' }));
});

const answer = (offer: boolean) => ({
  allowed_to_redeem: false,
  reason_not_allowed_to_redeem: 'no_dfs_data',
  new_player_offer: offer,
});

it('offers the welcome gift to a new player whose offer is still open', async () => {
  const getDailyFreeSpins = jest.fn().mockResolvedValue(answer(true));
  setFreeSpinsApi({ getDailyFreeSpins } as unknown as ControllerClient);
  render(<NewPlayerOffer delayMs={0} />);
  expect(
    await screen.findByRole('heading', { name: 'Welcome gift: 50 free spins' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Claim 50 free spins' })).toBeInTheDocument();
});

it.each([
  ['the offer is taken', jest.fn().mockResolvedValue(answer(false))],
  ['the check fails', jest.fn().mockRejectedValue(new Error('timeout'))],
])('stays away when %s', async (_case, getDailyFreeSpins) => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  setFreeSpinsApi({ getDailyFreeSpins } as unknown as ControllerClient);
  render(<NewPlayerOffer delayMs={0} />);
  await waitFor(() => expect(getDailyFreeSpins).toHaveBeenCalled());
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Welcome gift: 50 free spins' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('Not now dismisses the prompt, and the next page does not bring it back', async () => {
  const getDailyFreeSpins = jest.fn().mockResolvedValue(answer(true));
  setFreeSpinsApi({ getDailyFreeSpins } as unknown as ControllerClient);
  const first = render(<NewPlayerOffer delayMs={0} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('heading', { name: 'Welcome gift: 50 free spins' })).toBeNull();
  first.unmount();
  render(<NewPlayerOffer delayMs={0} />);
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Welcome gift: 50 free spins' })).toBeNull();
});
