import { ProviderGamesPage } from '../features/providers/provider-games-page';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

void registerLobbyNamespace();

/** Rendered by the shell's route table with `{ params: { provider } }`. */
export default function ProviderGamesPageExpose(props: { params?: { provider?: string } }) {
  return <ProviderGamesPage {...props} />;
}
