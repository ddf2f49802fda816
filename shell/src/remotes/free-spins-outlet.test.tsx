import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore } from '@parlor/shared';
import { markFirstScreen } from '@parlor/shared/host';
import {
  makeConfig,
  makePlayer,
  registerParlorRemotes,
  registerSharedNamespace,
  uiStore,
} from '@parlor/shared/testing';
import { BEFORE_PLAY_MODAL } from '../protection/session/before-play-modal';
import { FreeSpinsOutlet } from './free-spins-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function FreeSpinsHost() {
  return <p>The daily free spins</p>;
}

beforeAll(async () => {
  await registerSharedNamespace();
  markFirstScreen();
});

beforeEach(() => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: FreeSpinsHost });
  registerParlorRemotes({ mf_freespins: 'http://x/freespins.js' });
  sessionStore.getState().setConfig(makeConfig({ dfs: true }));
  sessionStore.getState().setPlayer(makePlayer());
  uiStore.getState().closeAllModals();
});

it('waits while the tools are shown before the first stake, then opens', async () => {
  act(() => uiStore.getState().openModal(BEFORE_PLAY_MODAL));
  render(<FreeSpinsOutlet />);
  // long enough for the first screen, the idle time and the remote
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByText('The daily free spins')).toBeNull();
  expect(loadRemote).not.toHaveBeenCalled();
  act(() => uiStore.getState().closeModal(BEFORE_PLAY_MODAL));
  expect(await screen.findByText('The daily free spins')).toBeInTheDocument();
});
