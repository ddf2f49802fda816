// Standalone mode (development): the tournaments page on its own. Open /?tournament=<key> for a
// detail page, /?home for the home section.
import '@parlor/shared/tokens.css';
import { mountStandalone } from '@parlor/shared';
import HomeSection from './exposes/home-section';
import TournamentDetailPage from './exposes/tournament-detail-page';
import TournamentsPage from './exposes/tournaments-page';

const query = new URLSearchParams(window.location.search);
const key = query.get('tournament');

void mountStandalone('The tournaments remote', () =>
  key ? (
    <TournamentDetailPage params={{ tournament: key }} />
  ) : query.has('home') ? (
    <HomeSection />
  ) : (
    <TournamentsPage />
  ),
);
