import { FreeSpinsHost } from '../features/popup/free-spins-host';

// No strings here: the popup registers the free spins namespace when its code loads on first
// open, so the host the shell mounts after idle stays small.

/** Mounted once by the shell for logged-in players: the daily free spins popup. */
export default function FreeSpinsHostExpose() {
  return <FreeSpinsHost />;
}
