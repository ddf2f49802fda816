import { RemoteOutlet, useAfterFirstScreen, useSessionStore, useUiStore } from '@parlor/shared';
import { selectIsModalOpen } from '@parlor/shared/host';
import { BEFORE_PLAY_MODAL } from '../protection/session/before-play-modal';

/**
 * The daily free spins popup host, for players of casinos with free spins. It is asked for only
 * once the first screen has painted and the browser is idle, so it never competes with the first
 * screen, and not while the responsible gaming tools are shown before the first stake (an
 * invitation to play waits for them); while its remote is down it renders nothing.
 */
export function FreeSpinsOutlet() {
  const offered = useSessionStore((s) => s.player !== null && Boolean(s.config?.dfs));
  const idle = useAfterFirstScreen();
  const toolsFirst = useUiStore(selectIsModalOpen(BEFORE_PLAY_MODAL));

  if (!offered || !idle || toolsFirst) return null;
  return <RemoteOutlet remote="mf_freespins" expose="./FreeSpinsHost" optional />;
}
