import { wantsNewPlayerPrompt } from './new-player-prompt';

it('asks for the 50 free spins prompt for new players only', () => {
  expect(wantsNewPlayerPrompt({ class: 'new_player' })).toBe(true);
  expect(wantsNewPlayerPrompt({ class: 'regular' })).toBe(false);
  expect(wantsNewPlayerPrompt(null)).toBe(false);
});
