// The refusals a controller must give whoever asks (docs/controller.md, "Player protection"): a
// sign-up without a date of birth, under the minimum age or without the terms opens no account,
// and where the casino's profile checks the age before any play, a guest gets no game. Nothing is
// written when the controller refuses as it should.
import { randomBytes } from 'node:crypto';
import type { ConfigResponse } from '@parlor/shared/types';
import * as shape from './shapes';
import {
  call,
  expectError,
  fail,
  sendCall,
  snippet,
  type CasinoState,
  type Check,
} from './check-kit';

function applicant(dob: string | undefined, terms: boolean): Record<string, unknown> {
  const id = randomBytes(6).toString('hex');
  return {
    username: `check_${id}`,
    password: `check-${id}-password`,
    fname: 'Contract',
    lname: 'Check',
    email: `check-${id}@example.invalid`,
    ...(dob === undefined ? {} : { dob }),
    ...(terms ? { terms: 'on' } : {}),
  };
}

/** A date of birth of someone `years` old tomorrow (so under that age today). */
function turningTomorrow(years: number): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getUTCFullYear() - years}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

export function protectionChecks(casino: CasinoState): Check[] {
  const at = `(${casino.hostname})`;
  const { guest } = casino;
  const signup = (body: Record<string, unknown>, label: string) => ({
    keyword: '',
    path: '/api/auth/signup',
    json: body,
    label,
  });
  return [
    {
      name: `sign-up without a date of birth is refused ${at}`,
      run: () =>
        expectError(
          guest,
          signup(applicant(undefined, true), 'sign-up without dob'),
          400,
          'invalid_input',
        ),
    },
    {
      name: `sign-up under 18 is refused ${at}`,
      run: () =>
        expectError(
          guest,
          signup(applicant(turningTomorrow(18), true), 'sign-up under 18'),
          400,
          'under_age',
        ),
    },
    {
      name: `sign-up without the terms is refused ${at}`,
      run: () =>
        expectError(
          guest,
          signup(applicant('1990-01-01', false), 'sign-up without terms'),
          400,
          'terms_required',
        ),
    },
    {
      name: `a guest gets no game where the age is checked before any play ${at}`,
      run: async () => {
        const { config } = (await call(
          casino,
          guest,
          { keyword: 'getconfig' },
          shape.configResponse(true),
        )) as ConfigResponse;
        if (config.protection?.age_verification !== 'before_play') return;
        const games = (await call(casino, guest, { keyword: 'getgames' })) as {
          games?: { shortname: string }[];
        };
        const game = games.games?.[0]?.shortname;
        if (!game) return;
        const res = await sendCall(guest, {
          keyword: 'gamelauncher',
          form: { game, realmoney: '0' },
        });
        let body: { success?: unknown; games?: unknown[] } = {};
        try {
          body = JSON.parse(res.text);
        } catch {
          fail(`gamelauncher: answered ${res.status} ${snippet(res.text)}`);
        }
        if (body.success !== false || (body.games ?? []).length > 0) {
          fail('gamelauncher: a guest got a game before any age check');
        }
      },
    },
  ];
}
