import type { Tournament, TournamentsResponse } from '@parlor/shared';

const HOUR = 3_600_000;

/** A tournament whose run is placed around `now` (hours from now). */
export function makeTournament(
  over: Partial<Tournament> & { startsInH?: number; endsInH?: number } = {},
): Tournament {
  const { startsInH = -1, endsInH = 24, ...rest } = over;
  const now = Date.now();
  return {
    id: 1,
    shortname: 'spring-spins',
    name: 'Spring Spins',
    provider: ['nova'],
    status: 'active',
    schedule: [
      {
        start_at_iso: new Date(now + startsInH * HOUR).toISOString(),
        end_at_iso: new Date(now + endsInH * HOUR).toISOString(),
        next_upcoming_startdate: null,
      },
    ],
    prize_pool: 25000.5,
    archives_at: '',
    desktop_image: '/art/card.svg',
    mobile_image: '/art/card-mobile.svg',
    tournament_desktop_image: '/art/hero.svg',
    tournament_mobile_image: '/art/hero-mobile.svg',
    terms: '1. Play.\n2. Win.',
    associated_games: ['golden-reels', 'lucky-star'],
    paid_places: 10,
    content: { left: '<p>Left</p>', right: '<p>Right</p>' },
    ...rest,
  };
}

export function makeAnswer(): TournamentsResponse {
  return {
    active_tournaments: [makeTournament()],
    upcoming_tournaments: [
      makeTournament({
        id: 2,
        shortname: 'reel-royale',
        name: 'Reel Royale',
        status: 'upcoming',
        startsInH: 2,
        endsInH: 50,
      }),
    ],
    finished_tournaments: [
      makeTournament({
        id: 3,
        shortname: 'winter-wins',
        name: 'Winter Wins',
        status: 'finished',
        startsInH: -200,
        endsInH: -100,
      }),
    ],
  };
}
