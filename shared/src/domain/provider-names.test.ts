import { providerDisplayName } from './provider-names';

it('turns hyphens into spaces and title-cases', () => {
  expect(providerDisplayName('red-tiger')).toBe('Red Tiger');
  expect(providerDisplayName('hacksaw-gaming')).toBe('Hacksaw Gaming');
  expect(providerDisplayName('classic-studios')).toBe('Classic Studios');
  expect(providerDisplayName('betsoft')).toBe('Betsoft');
});

it('knows the special cases', () => {
  expect(providerDisplayName('netent')).toBe('NetEnt');
  expect(providerDisplayName('play-n-go')).toBe("Play'n GO");
  expect(providerDisplayName('elk-studios')).toBe('ELK Studios');
  expect(providerDisplayName('igt')).toBe('IGT');
});

it('is tolerant of case and surrounding space', () => {
  expect(providerDisplayName(' Push-Gaming ')).toBe('Push Gaming');
  expect(providerDisplayName('NETENT')).toBe('NetEnt');
});
