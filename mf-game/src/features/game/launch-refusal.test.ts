import { ControllerError, getI18n, type ProtectionRefusal } from '@parlor/shared';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { registerGameNamespace } from '../../i18n/register-game-namespace';
import { formatUntil, protectionRefusalOf, refusalAction, refusalMessage } from './launch-refusal';

const refused = (status: number, code: string, details?: Record<string, unknown>) =>
  new ControllerError('Refused', { status, code, url: '/api/controller?gamelauncher', details });

const UNTIL = '2026-11-27T00:00:00.000Z';

beforeAll(async () => {
  await registerSharedNamespace();
  await registerGameNamespace();
});

describe('protectionRefusalOf', () => {
  it('reads the code, the limit and the end of a 403 protection refusal', () => {
    expect(
      protectionRefusalOf(refused(403, 'limit_reached', { limit: 'loss_day', until: UNTIL })),
    ).toEqual({ error: 'Refused', code: 'limit_reached', limit: 'loss_day', until: UNTIL });
    expect(protectionRefusalOf(refused(403, 'self_excluded', { until: null }))).toEqual({
      error: 'Refused',
      code: 'self_excluded',
      until: null,
    });
    expect(protectionRefusalOf(refused(403, 'reality_check_due'))).toEqual({
      error: 'Refused',
      code: 'reality_check_due',
    });
  });

  it('drops a limit or an end it does not know', () => {
    expect(
      protectionRefusalOf(refused(403, 'limit_reached', { limit: 'bets_hour', until: 'soon' })),
    ).toEqual({ error: 'Refused', code: 'limit_reached' });
  });

  it('is no refusal for another status, another code or another error', () => {
    expect(protectionRefusalOf(refused(409, 'on_break', { until: UNTIL }))).toBeNull();
    expect(protectionRefusalOf(refused(403, 'forbidden'))).toBeNull();
    expect(protectionRefusalOf(new Error('on_break'))).toBeNull();
  });
});

describe('formatUntil', () => {
  it('writes the date and the time in each language', () => {
    expect(formatUntil(UNTIL, 'en', 'UTC')).toBe('27 November 2026, 00:00');
    expect(formatUntil(UNTIL, 'de', 'UTC')).toBe('27. November 2026, 00:00');
    expect(formatUntil(UNTIL, 'es', 'UTC')).toBe('27 de noviembre de 2026, 00:00');
    expect(formatUntil('2026-03-05T14:30:00Z', 'fr', 'UTC')).toBe('5 mars 2026, 14:30');
  });
});

describe('refusalMessage', () => {
  const say = (refusal: Omit<ProtectionRefusal, 'error'>, lang: 'en' | 'de' = 'en') => {
    const { key, values } = refusalMessage({ error: 'x', ...refusal }, lang, 'UTC');
    return getI18n().getFixedT(lang, 'game')(key, values);
  };

  it('names the limit and until when', () => {
    expect(say({ code: 'limit_reached', limit: 'loss_day', until: UNTIL })).toBe(
      'Your daily loss limit is reached until 27 November 2026, 00:00.',
    );
    expect(say({ code: 'limit_reached', limit: 'deposit_week', until: UNTIL })).toBe(
      'Your weekly deposit limit is reached until 27 November 2026, 00:00.',
    );
    expect(say({ code: 'limit_reached', limit: 'deposit_day' })).toBe(
      'Your daily deposit limit is reached.',
    );
    expect(say({ code: 'limit_reached', until: UNTIL })).toBe(
      'One of your limits is reached until 27 November 2026, 00:00.',
    );
  });

  it('ends a session time limit with the session', () => {
    expect(say({ code: 'limit_reached', limit: 'session_minutes', until: UNTIL })).toBe(
      'Your session time limit is reached. This session cannot continue.',
    );
  });

  it('says until when a break or an exclusion lasts, and when it has no end', () => {
    expect(say({ code: 'on_break', until: UNTIL })).toBe(
      'You are taking a break until 27 November 2026, 00:00. Games cannot be played until then.',
    );
    expect(say({ code: 'self_excluded', until: UNTIL })).toMatch(/^You are self-excluded until 27/);
    expect(say({ code: 'self_excluded', until: null })).toBe(
      'You are self-excluded with no end date. Games cannot be played.',
    );
  });

  it('asks for the reality check first', () => {
    expect(say({ code: 'reality_check_due' })).toMatch(/reality check is waiting/);
  });

  it('asks for the age check, the return after an exclusion and the new terms', () => {
    expect(say({ code: 'age_unverified' })).toMatch(/^Verify your age to play\. /);
    expect(say({ code: 'return_pending' })).toBe(
      'Your self-exclusion has ended, but you can play again only once you have asked to come back. You can ask on the responsible gaming page.',
    );
    expect(say({ code: 'return_pending', until: UNTIL })).toBe(
      'You asked to come back after your self-exclusion. You can play again from 27 November 2026, 00:00.',
    );
    expect(say({ code: 'terms_update', terms_version: '2026-11' })).toMatch(
      /terms and conditions have changed/,
    );
  });

  it("gives a code it does not know (a newer shell's) in the controller's own words", () => {
    const newer = { error: 'Deposits are paused.', code: 'cooling_down' };
    const { key, values } = refusalMessage(newer as unknown as ProtectionRefusal, 'en', 'UTC');
    expect(getI18n().getFixedT('en', 'game')(key, values)).toBe(
      'Games cannot be played right now. Deposits are paused.',
    );
  });

  it('speaks the player’s language', async () => {
    await getI18n().loadLanguages('de');
    expect(say({ code: 'limit_reached', limit: 'loss_day', until: UNTIL }, 'de')).toBe(
      'Dein tägliches Verlustlimit ist bis 27. November 2026, 00:00 erreicht.',
    );
  });
});

describe('refusalAction', () => {
  const act = (refusal: Omit<ProtectionRefusal, 'error'>) =>
    refusalAction({ error: 'x', ...refusal });

  it('asks to verify the age, to come back after an exclusion, or to read the terms', () => {
    expect(act({ code: 'age_unverified' })).toBe('verify_age');
    expect(act({ code: 'return_pending' })).toBe('ask_to_return');
    expect(act({ code: 'terms_update', terms_version: '2026-11' })).toBe('read_terms');
  });

  it('asks nothing once the return is asked for, nor of a limit, a break or an exclusion', () => {
    expect(act({ code: 'return_pending', until: UNTIL })).toBeNull();
    expect(act({ code: 'limit_reached', limit: 'loss_day', until: UNTIL })).toBeNull();
    expect(act({ code: 'on_break', until: UNTIL })).toBeNull();
    expect(act({ code: 'self_excluded', until: null })).toBeNull();
    expect(act({ code: 'reality_check_due' })).toBeNull();
  });
});
