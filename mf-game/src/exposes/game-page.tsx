import type { ComponentProps } from 'react';
import { GamePage } from '../features/game/game-page';
import { registerGameNamespace } from '../i18n/register-game-namespace';

// The game remote's strings load with the first of its modules the shell asks for.
void registerGameNamespace();

export default function GamePageExpose(props: ComponentProps<typeof GamePage>) {
  return <GamePage {...props} />;
}
