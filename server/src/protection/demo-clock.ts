// The reference controller's clock, moved forward on request: for demos and browser tests of the
// time rules (a reality check due in an hour, a raised limit after 24 hours, the end of a break).
// Only with PARLOR_DEMO_CLOCK=1 outside production (docs/player-protection.md): anyone who can
// reach it can end every break and exclusion early, so a real casino never has it.
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http';

export const DEMO_CLOCK_PATH = '/api/demo/clock';
/** The most one request moves the clock: 400 days. */
const MAX_ADVANCE_MS = 400 * 24 * 60 * 60 * 1000;

export interface DemoClock {
  now(): number;
  advance(ms: number): void;
}

export function demoClock(real: () => number = Date.now): DemoClock {
  let offset = 0;
  return {
    now: () => real() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** Whether the settings allow the demo clock: asked for, and not in production. */
export function demoClockWanted(env: NodeJS.ProcessEnv, production: boolean): boolean {
  return env.PARLOR_DEMO_CLOCK === '1' && !production;
}

/** POST /api/demo/clock `{ "advance_ms": n }` → `{ "now": ISO }`. */
export function registerDemoClock(app: FastifyInstance, clock: DemoClock): void {
  app.post(DEMO_CLOCK_PATH, async (request, reply) => {
    const advance = (request.body as { advance_ms?: unknown } | undefined)?.advance_ms;
    if (
      typeof advance !== 'number' ||
      !Number.isInteger(advance) ||
      advance <= 0 ||
      advance > MAX_ADVANCE_MS
    )
      return sendError(reply, 400, 'invalid_input', 'advance_ms must be whole ms, up to 400 days');
    clock.advance(advance);
    return { now: new Date(clock.now()).toISOString() };
  });
}
