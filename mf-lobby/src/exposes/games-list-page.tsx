import { GamesListPage, type GamesListPageProps } from '../features/games-list/games-list-page';
import { primeLobbyData } from '../hooks/use-lobby-games';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

void registerLobbyNamespace();

/** Rendered by the shell's route table with `{ params, kind }`. */
export default function GamesListPageExpose(props: GamesListPageProps) {
  return <GamesListPage {...props} />;
}

// what its first render reads, loaded before the shell shows it (the remote contract's `prime`)
GamesListPageExpose.prime = primeLobbyData;
