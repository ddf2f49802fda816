import { buildServer } from '../build-server';
import { tempDir } from '../testing/test-app';
import path from 'node:path';
import fs from 'node:fs';
import { demoClock, demoClockWanted } from './demo-clock';

describe('the demo clock', () => {
  it('moves forward only', () => {
    let real = 1_000;
    const clock = demoClock(() => real);
    clock.advance(60_000);
    real += 5;
    expect(clock.now()).toBe(61_005);
  });

  it('is there only when asked for, and never in production', () => {
    expect(demoClockWanted({ PARLOR_DEMO_CLOCK: '1' }, false)).toBe(true);
    expect(demoClockWanted({ PARLOR_DEMO_CLOCK: '1' }, true)).toBe(false);
    expect(demoClockWanted({}, false)).toBe(false);
  });

  it('answers a request to move the server’s clock, refuses bad input and foreign sites', async () => {
    const dir = tempDir();
    const env = {
      PARLOR_DEMO_CLOCK: '1',
      PARLOR_DB: path.join(dir, 'clock.db'),
      PARLOR_SCRYPT_LOG_N: '10',
    };
    const app = await buildServer({ env, settings: { seedDemo: false } });
    try {
      const moved = await app.inject({
        method: 'POST',
        url: '/api/demo/clock',
        payload: { advance_ms: 3_600_000 },
      });
      expect(moved.statusCode).toBe(200);
      expect(Date.parse(moved.json().now) - Date.now()).toBeGreaterThan(3_590_000);
      expect(app.parlor.now() - Date.now()).toBeGreaterThan(3_590_000);
      for (const advance_ms of [-1, 0, 1.5, '60', 10 ** 12])
        expect(
          (await app.inject({ method: 'POST', url: '/api/demo/clock', payload: { advance_ms } }))
            .statusCode,
        ).toBe(400);
      const foreign = await app.inject({
        method: 'POST',
        url: '/api/demo/clock',
        headers: { origin: 'https://evil.example', host: 'localhost:8080' },
        payload: { advance_ms: 1000 },
      });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is not there without the setting', async () => {
    const dir = tempDir();
    const app = await buildServer({
      env: { PARLOR_DB: path.join(dir, 'clock.db') },
      settings: { seedDemo: false },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/demo/clock',
        payload: { advance_ms: 1000 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
