// A figure of several runs: the median, which is judged, and the spread (min–max), which says how
// far one run can be trusted. CommonJS, so the bench's ES modules and jest load it as is.

/**
 * @param {readonly (number | null | undefined)[]} values  one per run; unusable ones are left out
 * @returns {{ median: number, min: number, max: number, n: number } | null}
 */
function medianAndSpread(values) {
  const sorted = values
    .filter(/** @returns {v is number} */ (v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  const mid = Math.floor(n / 2);
  return {
    median: n % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2,
    min: at(0),
    max: at(n - 1),
    n,
  };
}

/**
 * "1,234 (1,100–1,500)": the median and the spread, rounded by `round`.
 * @param {{ median: number, min: number, max: number } | null} s
 * @param {(v: number) => number} [round]
 */
function formatSpread(s, round = Math.round) {
  if (!s) return '–';
  const f = (/** @type {number} */ v) => round(v).toLocaleString('en-US');
  return s.min === s.max ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

module.exports = { medianAndSpread, formatSpread };
