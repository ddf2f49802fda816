import { FavoritesPage } from '../features/favorites/favorites-page';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

void registerLobbyNamespace();

export default function FavoritesPageExpose() {
  return <FavoritesPage />;
}
