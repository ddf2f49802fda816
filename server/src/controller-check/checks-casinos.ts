// One casino per host name: each host's config names its own casino (the boot info the same
// one), and a session of one casino is not valid at another.
import { call, expectError, fail, type CasinoState, type Check } from './check-kit';
import { configResponse } from './shapes';

export function casinoChecks(casinos: CasinoState[]): Check[] {
  if (casinos.length < 2) return [];
  const names = casinos.map((c) => c.hostname).join(', ');
  const [first, second] = casinos as [CasinoState, CasinoState];
  return [
    {
      name: `each host name gets its own casino (${names})`,
      run: async () => {
        const seen = new Map<number, string>();
        for (const casino of casinos) {
          const value = (await call(
            casino,
            casino.guest,
            { keyword: 'getconfig' },
            configResponse(true),
          )) as {
            config: { casino_id: number };
          };
          const id = value.config.casino_id;
          const other = seen.get(id);
          if (other !== undefined) {
            fail(`getconfig: ${casino.hostname} answers casino ${id}, the casino of ${other} too`);
          }
          seen.set(id, casino.hostname);
          const boot = await casino.bootInfo();
          if (boot && boot.casino_id !== undefined && boot.casino_id !== id) {
            fail(
              `/api/boot: ${casino.hostname} names casino ${String(boot.casino_id)}, getconfig ${id}`,
            );
          }
        }
      },
    },
    {
      name: `a session of ${first.hostname} is not valid at ${second.hostname}`,
      run: async () => {
        await first.login();
        const stranger = second.guest;
        const saved = stranger.cookie;
        stranger.cookie = first.player.cookie;
        try {
          await expectError(stranger, { keyword: 'getBalance' }, 401, 'auth_required');
        } finally {
          stranger.cookie = saved;
        }
      },
    },
  ];
}
