import { parseTournament, parseTournamentsAnswer } from './tournaments-answer';
import { serverTimeToIso } from './server-time';

const fusion = {
  id: 101,
  shortname: 'spring-spins',
  name: 'Spring Spins',
  provider: ['netent'],
  status: 'active',
  schedule: [
    { start_at_iso: '2026-03-01T20:00:00-05:00', end_at_iso: '2026-03-08T20:00:00-04:00' },
  ],
  prize_pool: 25000,
  archives_at: '',
  desktop_image: '/card.svg',
  mobile_image: '/card-mobile.svg',
  tournament_desktop_image: '/hero.svg',
  tournament_mobile_image: '/hero-mobile.svg',
  terms: 'Play.',
  associated_games: ['Wolf Gold Rush', 'lucky-star'],
  paid_places: 10,
  content: { left: '<p>L</p>', right: '<p>R</p>' },
  buy_in: 5,
  joined: true,
  leaderboard: [{ rank: 1, alias: 'Alice A.', points: 20, me: true }],
};

/** The spec's other form, as an operator sends it. */
const other = {
  tournament_id: '7',
  tournament_name: 'Weekend Cup',
  tournament_start_date: '2026-03-07 20:00:00',
  tournament_end_date: '2026-03-08 20:00:00',
  prize_pool: '1500.50',
  status: 'running',
  image_webp: 'https://cdn.example/cup.webp',
  image_png: 'https://cdn.example/cup.png',
};

describe('one normaliser for both forms of a tournament', () => {
  it('keeps the fusion form with the reference extras', () => {
    expect(parseTournament(fusion)).toEqual({
      ...fusion,
      schedule: [{ ...fusion.schedule[0], next_upcoming_startdate: null }],
    });
  });

  it('shows the other form instead of dropping it', () => {
    expect(parseTournament(other)).toEqual({
      id: 7,
      shortname: '',
      name: 'Weekend Cup',
      provider: [],
      status: 'running',
      schedule: [
        {
          // server time (US Eastern) without an offset: 20:00 EST, then 20:00 EDT after the change
          start_at_iso: '2026-03-08T01:00:00.000Z',
          end_at_iso: '2026-03-09T00:00:00.000Z',
          next_upcoming_startdate: null,
        },
      ],
      prize_pool: 1500.5,
      archives_at: '',
      desktop_image: 'https://cdn.example/cup.webp',
      mobile_image: 'https://cdn.example/cup.webp',
      tournament_desktop_image: 'https://cdn.example/cup.webp',
      tournament_mobile_image: '',
      terms: '',
      associated_games: [],
      paid_places: 0,
      content: { left: '', right: '' },
    });
    expect(parseTournament({ ...other, image_webp: '' })!.desktop_image).toBe(
      'https://cdn.example/cup.png',
    );
  });

  it('drops an entry with no id or no name, in either form', () => {
    for (const bad of [
      null,
      'x',
      { name: 'No id' },
      { id: 1, name: '' },
      { id: -1, name: 'Negative' },
      { tournament_id: 'abc', tournament_name: 'Bad id' },
      { tournament_id: 3 },
    ]) {
      expect(parseTournament(bad)).toBeNull();
    }
  });

  it('reads answers that mix both forms', () => {
    const answer = parseTournamentsAnswer({
      active_tournaments: [fusion, other],
      upcoming_tournaments: [],
      finished_tournaments: [{ junk: true }],
    });
    expect(answer!.active_tournaments.map((t) => t.name)).toEqual(['Spring Spins', 'Weekend Cup']);
    expect(answer!.finished_tournaments).toEqual([]);
    expect(parseTournamentsAnswer({ active_tournaments: [] })).toBeNull();
  });
});

describe('server time', () => {
  it('keeps a date with an offset and reads one without in US Eastern time', () => {
    expect(serverTimeToIso('2026-03-08T20:00:00-04:00')).toBe('2026-03-08T20:00:00-04:00');
    expect(serverTimeToIso('2026-01-15 12:00:00Z')).toBe('2026-01-15T12:00:00Z');
    expect(serverTimeToIso('2026-01-15 12:00')).toBe('2026-01-15T17:00:00.000Z');
    expect(serverTimeToIso('2026-07-15T12:00:00')).toBe('2026-07-15T16:00:00.000Z');
    expect(serverTimeToIso('2026-07-15')).toBe('2026-07-15T04:00:00.000Z');
    for (const bad of ['', 'soon', 42, null, '2026-13-45T99:00']) {
      expect(serverTimeToIso(bad)).toBe('');
    }
  });
});
