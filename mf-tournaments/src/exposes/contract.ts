// The tournaments remote's side of the remote contract: every module webpack.config.js exposes,
// with the props the shell passes (tsc fails on a missing module or a changed prop).
import type { RemoteExposes } from '@parlor/shared';
import HomeSection from './home-section';
import TournamentDetailPage from './tournament-detail-page';
import TournamentsPage from './tournaments-page';

export const tournamentsExposes = {
  './TournamentsPage': TournamentsPage,
  './TournamentDetailPage': TournamentDetailPage,
  './HomeSection': HomeSection,
} satisfies RemoteExposes<'mf_tournaments'>;
