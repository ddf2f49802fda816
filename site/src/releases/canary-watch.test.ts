import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/temp-dir';
import { currentCanaries, writeCanaries } from './canary-store';
import { checkCanaries, releaseOfTarget, type FiguresRow } from './canary-watch';
import { readAudit, writeManifestAtomically } from './remotes-manifest';

const BASE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.1-bbbbbbbbbb';

describe('the site’s automatic rollback of a canary', () => {
  let dir: string;
  let files: { canaryFile: string; manifestFile: string; auditFile: string };
  let rows: FiguresRow[];
  const asked: [string, string][] = [];

  beforeEach(() => {
    dir = tempDir('parlor-canary-');
    files = {
      canaryFile: path.join(dir, 'remotes.canary.json'),
      manifestFile: path.join(dir, 'remotes.override.json'),
      auditFile: path.join(dir, 'remotes.audit.log'),
    };
    writeManifestAtomically(files.manifestFile, { fusion: { mf_lobby: BASE } });
    writeCanaries(files.canaryFile, {
      fusion: {
        mf_lobby: {
          release: CANARY,
          percent: 10,
          startedAt: '2026-01-01T10:00:00.000Z',
          by: 'ops',
        },
      },
    });
    rows = [];
    asked.length = 0;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const check = () =>
    checkCanaries({
      ...files,
      figures: (casino, since) => {
        asked.push([casino, since.toISOString()]);
        return rows;
      },
      now: () => new Date('2026-01-01T10:05:00.000Z'),
    });

  const figures = (release: string, visits: number, errorRate: number): FiguresRow => ({
    remote: 'mf_lobby',
    release,
    visits,
    loadFailureRate: 0,
    errorRate,
    p75Lcp: 1000,
    p75Inp: 60,
  });

  it('ends a canary that throws for its visitors, says why, and names the site', () => {
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 25, 1)];
    expect(check()).toEqual([
      {
        casino: 'fusion',
        remote: 'mf_lobby',
        release: CANARY,
        reason: 'errors 100.0% of visits against 1.0% on the baseline (25 visits)',
      },
    ]);
    // judged on the figures since the canary started
    expect(asked).toEqual([['fusion', '2026-01-01T10:00:00.000Z']]);
    expect(currentCanaries(files.canaryFile)).toEqual({});
    expect(readAudit(files.auditFile)).toEqual([
      {
        at: '2026-01-01T10:05:00.000Z',
        action: 'abort',
        casino: 'fusion',
        remote: 'mf_lobby',
        from: CANARY,
        to: BASE,
        by: 'site (automatic)',
        reason: 'errors 100.0% of visits against 1.0% on the baseline (25 visits)',
      },
    ]);
  });

  it('leaves a healthy canary, or one without enough visits, running', () => {
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 300, 0.02)];
    expect(check()).toEqual([]);
    rows = [figures(BASE, 200, 0.01), figures(CANARY, 5, 1)];
    expect(check()).toEqual([]);
    expect(currentCanaries(files.canaryFile).fusion?.mf_lobby?.release).toBe(CANARY);
    expect(readAudit(files.auditFile)).toEqual([]);
  });

  it('counts a target by the release telemetry names it with', () => {
    expect(releaseOfTarget(null)).toBe('default');
    expect(releaseOfTarget(BASE)).toBe(BASE);
    expect(releaseOfTarget(`http://cdn.example/releases/${BASE}/remoteEntry.js`)).toBe(BASE);
    expect(releaseOfTarget('http://cdn.example/lobby/remoteEntry.js')).toBe('default');
  });
});
