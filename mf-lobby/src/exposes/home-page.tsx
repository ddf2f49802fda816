import { HomePage } from '../features/home/home-page';
import { primeLobbyData } from '../hooks/use-lobby-games';
import { registerLobbyNamespace } from '../i18n/register-lobby-namespace';

// The lobby's strings load with the first lobby module the shell asks for.
void registerLobbyNamespace();

export default function HomePageExpose() {
  return <HomePage />;
}

// what its first render reads, loaded before the shell shows it (the remote contract's `prime`)
HomePageExpose.prime = primeLobbyData;
