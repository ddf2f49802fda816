import { formatHealth } from './health-format';
import type { SummaryRow } from './telemetry-summary';

const range = {
  since: new Date('2024-05-01T10:00:00.250Z'),
  until: new Date('2024-05-01T10:15:00Z'),
};
const row = (overrides: Partial<SummaryRow>): SummaryRow => ({
  casino: 'fusion',
  remote: 'mf_game',
  release: 'default',
  visits: 0,
  loadFailures: 0,
  loadFailureRate: 0,
  errors: 0,
  errorRate: 0,
  p75Lcp: null,
  p75Inp: null,
  ...overrides,
});

it('aligns the columns, numbers to the right, and shows "–" where there is nothing to show', () => {
  expect(
    formatHealth(
      [
        row({ errors: 2 }),
        row({
          casino: 'classic',
          remote: 'mf_tournaments',
          visits: 1234,
          loadFailureRate: 0.0125,
          errorRate: 1,
          p75Lcp: 2400.4,
          p75Inp: 96,
        }),
      ],
      range,
    ),
  ).toEqual([
    'telemetry from 2024-05-01T10:00:00Z to 2024-05-01T10:15:00Z',
    'casino   remote          release  visits  load failures  errors  p75 LCP ms  p75 INP ms',
    'fusion   mf_game         default       0              –       –           –           –',
    'classic  mf_tournaments  default    1234           1.3%  100.0%        2400          96',
  ]);
});

it('says so when nothing was reported', () => {
  expect(formatHealth([], range)).toEqual([
    'telemetry from 2024-05-01T10:00:00Z to 2024-05-01T10:15:00Z',
    'no visits reported',
  ]);
});

it('names the events not counted, per casino and reason, under the table', () => {
  expect(
    formatHealth([], range, [
      { casino: 'fun', reason: 'visit_cap', events: 10 },
      { casino: 'fusion', reason: 'unknown_release', events: 1500 },
      { casino: 'fusion', reason: 'preview', events: 3 },
    ]),
  ).toEqual([
    'telemetry from 2024-05-01T10:00:00Z to 2024-05-01T10:15:00Z',
    'no visits reported',
    'dropped (fun): past a visit’s cap 10',
    'dropped (fusion): unknown release 1500, preview 3',
  ]);
});
