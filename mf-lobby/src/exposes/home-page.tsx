import { HomePage } from '../features/home/home-page';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

// The lobby's strings load with the first lobby module the shell asks for.
void registerLobbyNamespace();

export default function HomePageExpose() {
  return <HomePage />;
}
