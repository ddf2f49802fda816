import { ControllerError } from '../api/controller-error';
import type { ProtectionProfile } from '../types/protection';
import { isLimitKind, offeredLimits, protectionRefusalOf } from './protection-rules';

const refused = (code: string, details: Record<string, unknown> = {}, status = 403) =>
  new ControllerError('Refused', { status, code, url: '/api/x', details });

describe('protectionRefusalOf', () => {
  it('reads the rule, its limit and its end from a 403', () => {
    expect(
      protectionRefusalOf(
        refused('limit_reached', { limit: 'loss_day', until: '2026-11-27T00:00:00.000Z' }),
      ),
    ).toEqual({
      error: 'Refused',
      code: 'limit_reached',
      limit: 'loss_day',
      until: '2026-11-27T00:00:00.000Z',
    });
    expect(protectionRefusalOf(refused('self_excluded', { until: null }))).toEqual({
      error: 'Refused',
      code: 'self_excluded',
      until: null,
    });
  });

  it('is null for what is no protection refusal, and drops fields it cannot read', () => {
    expect(protectionRefusalOf(refused('bad_credentials', {}, 401))).toBeNull();
    expect(protectionRefusalOf(refused('on_break', {}, 400))).toBeNull();
    expect(protectionRefusalOf(refused('forbidden'))).toBeNull();
    expect(protectionRefusalOf(new Error('x'))).toBeNull();
    expect(
      protectionRefusalOf(refused('on_break', { limit: 'everything', until: 'soon' })),
    ).toEqual({ error: 'Refused', code: 'on_break' });
  });
});

it('names the limits a profile offers, money limits first', () => {
  const profile = { money_limits: true, session_limit: true } as ProtectionProfile;
  expect(offeredLimits(profile)).toEqual([
    'deposit_day',
    'deposit_week',
    'deposit_month',
    'loss_day',
    'session_minutes',
  ]);
  expect(offeredLimits({ ...profile, money_limits: false })).toEqual(['session_minutes']);
  expect(isLimitKind('loss_day')).toBe(true);
  expect(isLimitKind('loss_week')).toBe(false);
});
