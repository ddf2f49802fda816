import { useSessionStore, whenPrefetched } from '@parlor/shared';
import { TournamentsListPage } from '../features/list/tournaments-list-page';
import { StandardLobby } from '../features/standard/standard-lobby';
import { registerTournamentsNamespace } from '../i18n/register-tournaments-namespace';

// The tournaments remote's strings load with the first of its modules the shell asks for.
void registerTournamentsNamespace();

/** /tournaments: the list in the fusion variant, the players' lobby in the single-provider one. */
export default function TournamentsPage() {
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? true);
  return isFusion ? <TournamentsListPage /> : <StandardLobby />;
}

// What its first render reads, before the shell shows it (the remote contract's `prime`): the
// tournaments the shell asked for with the page, so a page the site painted is taken over by the
// same list, never by a loading state.
TournamentsPage.prime = () => whenPrefetched('getTournaments');
