import { ProviderGamesPage } from '../features/providers/provider-games-page';
import { primeLobbyData } from '../hooks/use-lobby-games';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

void registerLobbyNamespace();

/** Rendered by the shell's route table with `{ params: { provider } }`. */
export default function ProviderGamesPageExpose(props: { params?: { provider?: string } }) {
  return <ProviderGamesPage {...props} />;
}

// what its first render reads, loaded before the shell shows it (the remote contract's `prime`)
ProviderGamesPageExpose.prime = primeLobbyData;
