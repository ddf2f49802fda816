// GET /api/boot: what the shell reads before anything else, held to fetchBootInfo's own rule
// (checkBootInfo), then to what the contract adds (shapes.ts).
import { checkBootInfo } from '@parlor/shared/server';
import { bootInfo } from './shapes';
import { fail, snippet, type CasinoState, type Check } from './check-kit';

export function bootChecks(casino: CasinoState): Check[] {
  return [
    {
      name: `boot info (${casino.hostname})`,
      run: async () => {
        const res = await casino.guest.get('/api/boot');
        if (res.status !== 200) fail(`/api/boot: answered ${res.status} (${snippet(res.text)})`);
        let body: unknown;
        try {
          body = JSON.parse(res.text);
        } catch {
          fail(`/api/boot: the body is not JSON (${snippet(res.text)})`);
        }
        const problem = checkBootInfo(body) ?? bootInfo(body);
        if (problem) fail(`/api/boot: ${problem}`);
        if (!/\bno-store\b/.test(String(res.headers['cache-control'] ?? ''))) {
          fail(
            `/api/boot: Cache-Control is "${res.headers['cache-control'] ?? ''}", expected no-store`,
          );
        }
      },
    },
  ];
}
