import { isGameExitMessage, isOpenCashierMessage } from './game-messages';

const frameSrc = 'http://games.localhost:8080/games/demo/slot?token=abc';
const frameWindow = { name: 'frame' };

describe('isOpenCashierMessage', () => {
  it('accepts OpenCashier from the game frame origin and window', () => {
    expect(
      isOpenCashierMessage(
        { origin: 'http://games.localhost:8080', data: 'OpenCashier', source: frameWindow },
        frameSrc,
        frameWindow,
      ),
    ).toBe(true);
    expect(
      isOpenCashierMessage(
        {
          origin: 'http://games.localhost:8080',
          data: { type: 'OpenCashier' },
          source: frameWindow,
        },
        frameSrc,
        frameWindow,
      ),
    ).toBe(true);
  });

  it('refuses other origins, other windows and other messages', () => {
    expect(
      isOpenCashierMessage(
        { origin: 'http://evil.example', data: 'OpenCashier', source: frameWindow },
        frameSrc,
        frameWindow,
      ),
    ).toBe(false);
    expect(
      isOpenCashierMessage(
        { origin: 'http://localhost:8080', data: 'OpenCashier', source: frameWindow },
        frameSrc,
        frameWindow,
      ),
    ).toBe(false);
    expect(
      isOpenCashierMessage(
        { origin: 'http://games.localhost:8080', data: 'OpenCashier', source: {} },
        frameSrc,
        frameWindow,
      ),
    ).toBe(false);
    expect(
      isOpenCashierMessage(
        { origin: 'http://games.localhost:8080', data: 'CloseGame', source: frameWindow },
        frameSrc,
        frameWindow,
      ),
    ).toBe(false);
    expect(
      isOpenCashierMessage(
        { origin: 'http://games.localhost:8080', data: 'OpenCashier', source: frameWindow },
        'not a url',
        frameWindow,
      ),
    ).toBe(false);
  });
});

describe('isGameExitMessage', () => {
  it('accepts the exit page message from our own origin only', () => {
    expect(
      isGameExitMessage(
        { origin: 'http://localhost:8080', data: { type: 'parlor:game-exit' }, source: null },
        'http://localhost:8080',
      ),
    ).toBe(true);
    expect(
      isGameExitMessage(
        { origin: 'http://games.localhost:8080', data: { type: 'parlor:game-exit' }, source: null },
        'http://localhost:8080',
      ),
    ).toBe(false);
  });
});

describe('isOpenCashierMessage without a frame window', () => {
  it('refuses the message when the game frame has no window to compare with', () => {
    const src = 'http://games.localhost:8080/games/demo/slot?token=x';
    const event = { origin: 'http://games.localhost:8080', data: 'OpenCashier', source: {} };
    expect(isOpenCashierMessage(event, src, null)).toBe(false);
    expect(isOpenCashierMessage(event, src, undefined)).toBe(false);
    expect(isOpenCashierMessage(event, src, event.source)).toBe(true);
  });
});
