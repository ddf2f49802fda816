import { ControllerError, type GameLaunchResponse, type LaunchedGame } from '@parlor/shared';
import {
  frameUrl,
  launchStateFrom,
  launchStateFromFailure,
  LaunchTimeoutError,
  withTimeout,
} from './launch-state';

const game = (provider: string): LaunchedGame => ({
  url: `http://games.localhost:8080/games/demo/slot?token=${provider}`,
  provider,
  synth: 0,
  synth_details: null,
});
const ok = (...providers: string[]): GameLaunchResponse => ({
  success: true,
  games: providers.map(game),
  game_name: 'Wolf Gold Rush',
  error: null,
});
const failed = (error: string): GameLaunchResponse => ({
  success: false,
  games: [],
  game_name: 'Wolf Gold Rush',
  error,
});

describe('launchStateFrom', () => {
  it('plays one game directly', () => {
    expect(launchStateFrom(ok('netent'))).toEqual({
      status: 'ready',
      gameName: 'Wolf Gold Rush',
      game: game('netent'),
    });
  });

  it('stays in the picker while several providers offer the game and none is chosen', () => {
    const state = launchStateFrom(ok('netent', 'pragmatic-play'));
    expect(state.status).toBe('picker');
    expect(state.status === 'picker' && state.games.map((g) => g.provider)).toEqual([
      'netent',
      'pragmatic-play',
    ]);
  });

  it('plays the provider asked for with ?by=', () => {
    const state = launchStateFrom(ok('netent', 'pragmatic-play'), 'pragmatic-play');
    expect(state.status === 'ready' && state.game.provider).toBe('pragmatic-play');
  });

  it('maps the error catalogue and shows any other error value', () => {
    expect(launchStateFrom(failed('login_required'))).toMatchObject({
      error: 'login_required',
      gameName: 'Wolf Gold Rush',
    });
    expect(launchStateFrom(failed('auth_required'))).toMatchObject({ error: 'login_required' });
    expect(launchStateFrom(failed('account_required'))).toEqual({
      status: 'error',
      error: 'account_required',
      gameName: 'Wolf Gold Rush',
    });
    expect(launchStateFrom(failed('mobile_only'))).toMatchObject({ error: 'mobile_only' });
    expect(launchStateFrom(failed('invalid_game'))).toMatchObject({ error: 'invalid_game' });
    expect(launchStateFrom(failed('maintenance'))).toEqual({
      status: 'error',
      error: 'other',
      gameName: 'Wolf Gold Rush',
      detail: 'maintenance',
    });
    expect(launchStateFrom(null)).toMatchObject({ status: 'error', error: 'other' });
  });
});

describe('launchStateFromFailure', () => {
  const err = (status: number, code: string) =>
    new ControllerError('x', { status, code, url: '/api/controller?gamelauncher' });

  it('treats unknown games and providers as invalid_game', () => {
    expect(launchStateFromFailure(err(404, 'game_not_found'))).toMatchObject({
      error: 'invalid_game',
    });
    expect(launchStateFromFailure(err(404, 'provider_not_found'))).toMatchObject({
      error: 'invalid_game',
    });
  });

  it('keeps the rule, the limit and its end of a protection refusal', () => {
    const refusal = new ControllerError('Loss limit reached', {
      status: 403,
      code: 'limit_reached',
      url: '/api/controller?gamelauncher',
      details: { limit: 'loss_day', until: '2026-11-27T00:00:00.000Z' },
    });
    expect(launchStateFromFailure(refusal)).toEqual({
      status: 'error',
      error: 'protection',
      gameName: '',
      refusal: {
        error: 'Loss limit reached',
        code: 'limit_reached',
        limit: 'loss_day',
        until: '2026-11-27T00:00:00.000Z',
      },
    });
    // another 403 stays the generic error
    expect(launchStateFromFailure(err(403, 'forbidden'))).toMatchObject({
      error: 'other',
      detail: 'forbidden',
    });
  });

  it('offers Retry for network failures, timeouts and server errors', () => {
    expect(launchStateFromFailure(err(0, 'network_error'))).toMatchObject({ error: 'network' });
    expect(launchStateFromFailure(err(503, 'http_503'))).toMatchObject({ error: 'network' });
    expect(launchStateFromFailure(new LaunchTimeoutError())).toMatchObject({ error: 'network' });
    expect(launchStateFromFailure(err(400, 'invalid_input'))).toMatchObject({
      error: 'other',
      detail: 'invalid_input',
    });
  });
});

describe('withTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('rejects a launch that never answers', async () => {
    jest.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 15_000);
    jest.advanceTimersByTime(15_000);
    await expect(pending).rejects.toBeInstanceOf(LaunchTimeoutError);
  });

  it('passes an answer through', async () => {
    await expect(withTimeout(Promise.resolve(7), 100)).resolves.toBe(7);
  });
});

describe('frameUrl', () => {
  it('adds a returnurl to the exit page (the web-play exit page in fusion)', () => {
    const fusion = new URL(frameUrl(game('netent').url, 'http://localhost:8080', true));
    expect(fusion.searchParams.get('returnurl')).toBe('http://localhost:8080/webplay/exit');
    expect(fusion.searchParams.get('token')).toBe('netent');
    const classic = new URL(frameUrl(game('x').url, 'http://classic.localhost:8080', false));
    expect(classic.searchParams.get('returnurl')).toBe('http://classic.localhost:8080/games/exit');
    const based = new URL(frameUrl(game('x').url, 'http://localhost:8080', true, '/casino/'));
    expect(based.searchParams.get('returnurl')).toBe('http://localhost:8080/casino/webplay/exit');
  });

  it("passes the player's language to the game page", () => {
    const url = new URL(frameUrl(game('x').url, 'http://localhost:8080', true, '', 'de'));
    expect(url.searchParams.get('lang')).toBe('de');
    expect(
      new URL(frameUrl(game('x').url, 'http://localhost:8080', true)).searchParams.has('lang'),
    ).toBe(false);
  });
});
