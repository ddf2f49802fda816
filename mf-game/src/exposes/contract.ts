// The game remote's side of the remote contract: every module webpack.config.js exposes, with the
// props the shell passes (tsc fails on a missing module or a changed prop).
import type { RemoteExposes } from '@parlor/shared';
import GamePage from './game-page';
import LiveDealerPage from './live-dealer-page';
import SportsbookPage from './sportsbook-page';

export const gameExposes = {
  './GamePage': GamePage,
  './LiveDealerPage': LiveDealerPage,
  './SportsbookPage': SportsbookPage,
} satisfies RemoteExposes<'mf_game'>;
