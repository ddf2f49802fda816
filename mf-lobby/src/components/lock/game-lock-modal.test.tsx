import { render, screen } from '@testing-library/react';
import type { GameLockDetails } from '@parlor/shared';
import { makeConfig, registerSharedNamespace } from '@parlor/shared/testing';
import { registerLobbyNamespace } from '../../i18n/register-lobby-namespace';
import GameLockModal from './game-lock-modal';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerLobbyNamespace();
});

const vip = { lock_by: 'player_class', game_name: 'Gold Rush' } as GameLockDetails;

it('offers live chat on a VIP lock only where the chat widget exists', () => {
  const { unmount } = render(
    <GameLockModal
      details={vip}
      gameName="Gold Rush"
      config={makeConfig({ chat_widget: true })}
      onClose={() => undefined}
    />,
  );
  expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  unmount();
  render(
    <GameLockModal
      details={vip}
      gameName="Gold Rush"
      config={makeConfig({ chat_widget: false })}
      onClose={() => undefined}
    />,
  );
  expect(screen.getByRole('heading', { name: 'VIP players only' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
});
