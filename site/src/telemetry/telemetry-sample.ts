// PARLOR_TELEMETRY_SAMPLE: the share of a casino's visits (0..1) whose browser reports telemetry,
// as the boot info's `telemetry.sample`. A number for every casino, or JSON naming casinos with
// "*" for the others: `{ "fusion": 0.1, "*": 1 }`. Unset or malformed: every visit (1).

const clamp = (share: number) => Math.min(1, Math.max(0, share));

function shareOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? clamp(value) : undefined;
}

export function telemetrySampleFor(raw: string | undefined, casino: string): number {
  const text = raw?.trim();
  if (!text) return 1;
  if (!text.startsWith('{')) return shareOf(Number(text)) ?? 1;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 1;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 1;
  const shares = parsed as Record<string, unknown>;
  const named = Object.hasOwn(shares, casino) ? shareOf(shares[casino]) : undefined;
  return named ?? (Object.hasOwn(shares, '*') ? shareOf(shares['*']) : undefined) ?? 1;
}
