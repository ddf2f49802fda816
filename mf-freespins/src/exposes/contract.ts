// The free spins remote's side of the remote contract: every module webpack.config.js exposes,
// with the props the shell passes (tsc fails on a missing module or a changed prop).
import type { RemoteExposes } from '@parlor/shared';
import FreeSpinsHost from './free-spins-host';
import NewPlayerOffer from './new-player-offer';

export const freeSpinsExposes = {
  './FreeSpinsHost': FreeSpinsHost,
  './NewPlayerOffer': NewPlayerOffer,
} satisfies RemoteExposes<'mf_freespins'>;
