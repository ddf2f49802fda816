// The report: one line per check, then the totals.
import type { CheckResult } from './runner';

export function resultLine(result: CheckResult): string {
  return result.ok ? `✓ ${result.name}` : `✗ ${result.name}: ${result.reason ?? 'failed'}`;
}

export function summaryLine(passed: number, failed: number): string {
  return `${passed} passed, ${failed} failed`;
}
