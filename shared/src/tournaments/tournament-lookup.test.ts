import type { Tournament } from '../types/entities';
import { findTournament, tournamentPath } from './tournament-lookup';
import { tournamentAction } from './tournament-action';
import { parseTournamentsAnswer } from './tournaments-answer';

const t = (id: number, shortname: string, name: string) =>
  ({ id, shortname, name }) as unknown as Tournament;
const answer = {
  active_tournaments: [t(7, 'spring-spins', 'Spring Spins Showdown')],
  upcoming_tournaments: [t(12, 'reel-royale', 'Réel Royale')],
  finished_tournaments: [t(3, 'winter-wins', 'Winter Wins')],
};

describe('findTournament', () => {
  it('finds by id, shortname and name, with the list it is in', () => {
    expect(findTournament(answer, '7')).toEqual({
      tournament: answer.active_tournaments[0],
      list: 'active',
    });
    expect(findTournament(answer, 'reel-royale')?.list).toBe('upcoming');
    expect(findTournament(answer, 'Winter Wins')?.tournament.id).toBe(3);
    expect(findTournament(answer, 'reel royale')?.tournament.id).toBe(12);
    expect(findTournament(answer, 'spring spins showdown')?.tournament.id).toBe(7);
  });

  it('finds nothing for an unknown or empty key', () => {
    expect(findTournament(answer, 'no-such-cup')).toBeNull();
    expect(findTournament(answer, '99')).toBeNull();
    expect(findTournament(answer, ' ')).toBeNull();
  });

  it('links by shortname', () => {
    expect(tournamentPath({ id: 7, shortname: 'spring-spins' })).toBe('/tournaments/spring-spins');
    expect(tournamentPath({ id: 7, shortname: '' })).toBe('/tournaments/7');
  });
});

describe('tournamentAction', () => {
  it('picks the card button by list, login and buy-in', () => {
    expect(tournamentAction('finished', { loggedIn: false, buyIn: 0 })).toBe('learn_more');
    expect(tournamentAction('upcoming', { loggedIn: true, buyIn: 5 })).toBe('remind');
    expect(tournamentAction('active', { loggedIn: false, buyIn: 5 })).toBe('participate');
    expect(tournamentAction('active', { loggedIn: true, buyIn: 5 })).toBe('buy_in');
    expect(tournamentAction('active', { loggedIn: true, buyIn: 0 })).toBe('enter');
  });
});

describe('parseTournamentsAnswer', () => {
  it('needs the three lists and drops malformed entries', () => {
    expect(parseTournamentsAnswer(null)).toBeNull();
    expect(parseTournamentsAnswer({ active_tournaments: [] })).toBeNull();
    const parsed = parseTournamentsAnswer({
      active_tournaments: [
        { id: 1, name: 'A', schedule: [{ start_at_iso: 'x' }], provider: ['p', 3] },
        { id: 'x' },
      ],
      upcoming_tournaments: [],
      finished_tournaments: [],
    });
    expect(parsed?.active_tournaments).toHaveLength(1);
    expect(parsed?.active_tournaments[0]?.provider).toEqual(['p']);
    expect(parsed?.active_tournaments[0]?.schedule[0]?.end_at_iso).toBe('');
  });
});
