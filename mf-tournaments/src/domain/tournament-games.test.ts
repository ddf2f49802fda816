import { tournamentGameShortnames } from './tournament-games';

const games = [
  { shortname: 'wolf-gold-rush', name: 'Wolf Gold Rush', display_name: 'Wolf Gold Rush' },
  // the same game from another provider: one tile
  { shortname: 'wolf-gold-rush', name: 'Wolf Gold Rush', display_name: 'Wolf Gold Rush' },
  { shortname: 'lucky-star', name: 'Lucky Star', display_name: 'Lucky Star™' },
  { shortname: 'cafe-olé', name: 'Café Olé', display_name: 'Café Olé' },
];

describe("a tournament's games", () => {
  it('matches the spec’s game names, in the tournament’s order', () => {
    expect(tournamentGameShortnames(['Lucky Star', 'Wolf Gold Rush'], games)).toEqual([
      'lucky-star',
      'wolf-gold-rush',
    ]);
  });

  it('matches shortnames and display names too', () => {
    expect(tournamentGameShortnames(['wolf-gold-rush', 'Lucky Star™'], games)).toEqual([
      'wolf-gold-rush',
      'lucky-star',
    ]);
  });

  it('ignores case, accents, spaces and punctuation, and never repeats a game', () => {
    expect(
      tournamentGameShortnames(['  WOLF GOLD RUSH ', 'cafe ole', 'Wolf-Gold-Rush'], games),
    ).toEqual(['wolf-gold-rush', 'cafe-olé']);
  });

  it('leaves out a name that is no game of the catalogue', () => {
    expect(tournamentGameShortnames(['Nope', 'Lucky Star'], games)).toEqual(['lucky-star']);
    expect(tournamentGameShortnames(['Nope'], [])).toEqual([]);
  });
});
