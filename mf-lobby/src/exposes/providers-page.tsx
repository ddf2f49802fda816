import { ProvidersPage } from '../features/providers/providers-page';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

void registerLobbyNamespace();

export default function ProvidersPageExpose() {
  return <ProvidersPage />;
}
