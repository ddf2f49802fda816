import { translator } from './painted-strings';

describe('the painted screen’s strings', () => {
  it('are the apps’ own, in the visitor’s language, with counts and names filled in', () => {
    expect(translator('shell', 'en')('header.login')).toBe('Log In');
    expect(translator('lobby', 'en')('list.games_count', { count: 1 })).toBe('1 game');
    expect(translator('lobby', 'en')('list.games_count', { count: 582 })).toBe('582 games');
    expect(translator('lobby', 'de')('tile.play', { name: 'Noble Map' })).toMatch(/Noble Map/);
    expect(translator('lobby', 'de')('home.new_games')).not.toBe('New Games');
  });

  it('fall back to English, then to the default or the key', () => {
    const t = translator('lobby', 'fr');
    expect(t('subgroups.no-such', { defaultValue: 'No Such' })).toBe('No Such');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
