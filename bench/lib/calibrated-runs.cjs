// Runs that hold still: a run whose own benchmarkIndex (Lighthouse measures it at the start of
// every run) is more than 10% off the calibration ran on a machine busier or idler than the one
// the throttling was set for, so its figures are dropped, counted, and the run is repeated, up to
// a cap so that a noisy machine still ends the bench.

/** A run's index may differ this much (a fraction) from the calibration's. */
const INDEX_TOLERANCE = 0.1;

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
 * Calls `run` until `wanted` runs are on calibration or `cap` runs were made. A run gives the
 * benchmarkIndex of each of its passes; it is dropped when any of them is off.
 * @template T
 * @param {{ wanted: number, cap: number, calibrationIndex: number | null | undefined,
 *   run: (attempt: number) => Promise<T>, indexesOf: (result: T) => (number | null)[] }} options
 * @returns {Promise<{ kept: T[], dropped: T[], attempts: number }>}
 */
async function collectCalibratedRuns({ wanted, cap, calibrationIndex, run, indexesOf }) {
  /** @type {T[]} */ const kept = [];
  /** @type {T[]} */ const dropped = [];
  let attempts = 0;
  while (kept.length < wanted && attempts < Math.max(cap, wanted)) {
    const result = await run(attempts);
    attempts += 1;
    const off = indexesOf(result).some((i) => offCalibration(i, calibrationIndex));
    (off ? dropped : kept).push(result);
  }
  return { kept, dropped, attempts };
}

/**
 * The console line of the dropped runs; null when none was dropped.
 * @param {number} dropped
 * @param {number} attempts
 */
function describeDropped(dropped, attempts) {
  return dropped ? `dropped ${dropped} of ${attempts} runs: index off calibration` : null;
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
  offCalibration,
  collectCalibratedRuns,
  describeDropped,
  describeDroppedIndexes,
};
