// Runs that hold still: a run whose own benchmarkIndex (Lighthouse measures it at the start of
// every run) is more than 10% off the calibration ran on a machine busier or idler than the one
// the throttling was set for, so its figures are dropped, counted, and the run is repeated, up to
// a cap so that a noisy machine still ends the bench. Where the machine's own index moves more
// than that from one measure to the next (its calibration samples say how much), the tolerance is
// that spread: 10% would drop every run there and leave no figure at all.

/** A run's index may differ this much (a fraction) from the calibration's. */
const INDEX_TOLERANCE = 0.1;
/** The widest tolerance a machine's spread makes: beyond it, its figures say little. */
const MAX_TOLERANCE = 0.35;

/**
 * The tolerance for a machine whose calibration measured `samples`: 10%, or, where wider, 1.5
 * times their median absolute deviation relative to their median (a robust spread: one outlier
 * does not widen it), at most 35%.
 * @param {(number | null | undefined)[]} samples
 */
function toleranceOf(samples) {
  const values = samples.filter((v) => typeof v === 'number' && Number.isFinite(v) && v > 0);
  if (values.length < 3) return INDEX_TOLERANCE;
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const center = median(values);
  const deviation = median(values.map((v) => Math.abs(v - center)));
  const spread = (1.5 * deviation) / center;
  return Math.min(MAX_TOLERANCE, Math.max(INDEX_TOLERANCE, Math.round(spread * 100) / 100));
}

/**
 * @param {number | null | undefined} runIndex  the run's benchmarkIndex (null: not reported)
 * @param {number | null | undefined} calibrationIndex  the index the throttling was set for
 */
function offCalibration(runIndex, calibrationIndex, tolerance = INDEX_TOLERANCE) {
  // without a calibration there is nothing to be off; a run that reports no index is not trusted
  if (typeof calibrationIndex !== 'number' || !(calibrationIndex > 0)) return false;
  if (typeof runIndex !== 'number' || !Number.isFinite(runIndex)) return true;
  return Math.abs(runIndex - calibrationIndex) / calibrationIndex > tolerance;
}

/**
 * A run's own index: the median of its passes' (each pass measures the machine once; one that
 * reports none leaves the run unmeasured, null).
 * @param {(number | null | undefined)[]} indexes
 */
function runIndexOf(indexes) {
  if (indexes.length === 0 || indexes.some((i) => typeof i !== 'number' || !Number.isFinite(i)))
    return null;
  const sorted = /** @type {number[]} */ ([...indexes]).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Calls `run` until `wanted` runs are on calibration or `cap` runs were made. A run gives the
 * benchmarkIndex of each of its passes; it is dropped when their median is off by more than
 * `tolerance` (INDEX_TOLERANCE unless given: `toleranceOf` the calibration's samples).
 * @template T
 * @param {{ wanted: number, cap: number, calibrationIndex: number | null | undefined,
 *   tolerance?: number,
 *   run: (attempt: number) => Promise<T>, indexesOf: (result: T) => (number | null)[] }} options
 * @returns {Promise<{ kept: T[], dropped: T[], attempts: number }>}
 */
async function collectCalibratedRuns({
  wanted,
  cap,
  calibrationIndex,
  tolerance = INDEX_TOLERANCE,
  run,
  indexesOf,
}) {
  /** @type {T[]} */ const kept = [];
  /** @type {T[]} */ const dropped = [];
  let attempts = 0;
  while (kept.length < wanted && attempts < Math.max(cap, wanted)) {
    const result = await run(attempts);
    attempts += 1;
    const off = offCalibration(runIndexOf(indexesOf(result)), calibrationIndex, tolerance);
    (off ? dropped : kept).push(result);
  }
  return { kept, dropped, attempts };
}

/**
 * The console line of the dropped runs; null when none was dropped.
 * @param {number} dropped
 * @param {number} attempts
 */
function describeDropped(dropped, attempts, tolerance = INDEX_TOLERANCE) {
  return dropped
    ? `dropped ${dropped} of ${attempts} runs: index more than ${Math.round(tolerance * 100)}% off calibration`
    : null;
}

/**
 * The dropped runs' indexes against the calibration's, so that a bench that drops many runs shows
 * how far off they were: `indexes 2210/2950, 3100/2890 against 2610`.
 * @param {(number | null)[][]} droppedIndexes  each dropped run's indexes, one per pass
 * @param {number | null | undefined} calibrationIndex
 */
function describeDroppedIndexes(droppedIndexes, calibrationIndex) {
  if (droppedIndexes.length === 0) return null;
  const shown = (i) => (typeof i === 'number' && Number.isFinite(i) ? String(Math.round(i)) : '–');
  const runs = droppedIndexes.map((run) => run.map(shown).join('/')).join(', ');
  return `indexes ${runs} against ${shown(calibrationIndex)}`;
}

module.exports = {
  INDEX_TOLERANCE,
  MAX_TOLERANCE,
  toleranceOf,
  runIndexOf,
  offCalibration,
  collectCalibratedRuns,
  describeDropped,
  describeDroppedIndexes,
};
