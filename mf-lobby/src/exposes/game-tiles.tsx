import { GameTilesBlock } from '../components/tiles/game-tiles-block';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

void registerLobbyNamespace();

interface GameTilesProps {
  /** shortnames, in the order to show them */
  shortnames?: unknown;
  label?: unknown;
}

/** The lobby's tiles for a list of games, for other remotes' pages (a tournament's games). */
export default function GameTiles({ shortnames, label }: GameTilesProps) {
  const names = Array.isArray(shortnames)
    ? shortnames.filter((s): s is string => typeof s === 'string')
    : [];
  return <GameTilesBlock shortnames={names} label={typeof label === 'string' ? label : ''} />;
}
