import { useSessionStore } from '@parlor/shared';
import { TournamentDetail } from '../features/detail/tournament-detail';
import { StandardLobby } from '../features/standard/standard-lobby';
import { registerTournamentsNamespace } from '../i18n/register-tournaments-namespace';

void registerTournamentsNamespace();

interface TournamentDetailPageProps {
  params?: { tournament?: string };
}

/** /tournaments/{id, shortname or name}; in the single-provider variant, the lobby at it. */
export default function TournamentDetailPage({ params }: TournamentDetailPageProps) {
  const isFusion = useSessionStore((s) => s.config?.is_fusion ?? true);
  const key = params?.tournament ?? '';
  return isFusion ? (
    <TournamentDetail key={key} tournamentKey={key} />
  ) : (
    <StandardLobby key={key} name={key} />
  );
}
