// The bench's calibration arithmetic, pure: every in-browser figure is judged at one reference
// CPU, a machine of Lighthouse benchmarkIndex 1,500. A faster machine is slowed down to it; a
// slower one is measured as it is and said to be slower, never sped up (no rate below 1).
// CommonJS so that both the bench's ES modules and jest (unit tests beside it) load it as is.

/** Lighthouse benchmarkIndex of the reference CPU. */
const REFERENCE_INDEX = 1500;
/** Lighthouse's own mobile CPU slowdown, meant for a machine of the reference index. */
const LIGHTHOUSE_MOBILE_SLOWDOWN = 4;
/** The phone profile's CPU is this many times slower than the desktop's. */
const PHONE_SLOWDOWN = 4;

/** @param {number} value */
const round2 = (value) => Math.round(value * 100) / 100;

/**
 * The machine's index from Lighthouse runs: the median of the usable values (finite, above 0),
 * or null when there is none.
 * @param {readonly (number | null | undefined)[]} values
 * @returns {number | null}
 */
function medianIndex(values) {
  const sorted = values
    .filter(
      /** @returns {v is number} */ (v) => typeof v === 'number' && Number.isFinite(v) && v > 0,
    )
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * @typedef {{
 *   index: number,
 *   referenceIndex: number,
 *   desktopRate: number,
 *   phoneRate: number,
 *   lighthouseMultiplier: number,
 *   slowerThanReference: boolean,
 * }} Calibration
 */

/**
 * The throttling that brings this machine to the reference CPU: the CDP rate of the desktop
 * probes (Emulation.setCPUThrottlingRate), the phone profile's (4× that) and Lighthouse's
 * throttling.cpuSlowdownMultiplier (4 × index / 1,500). Rates are rounded to hundredths, so the
 * figure reported is the one used; none is below 1.
 * @param {number} index  the machine's Lighthouse benchmarkIndex
 * @returns {Calibration}
 */
function calibrationFor(index) {
  if (typeof index !== 'number' || !Number.isFinite(index) || index <= 0) {
    throw new RangeError(`not a benchmarkIndex: ${index}`);
  }
  const desktopRate = Math.max(1, round2(index / REFERENCE_INDEX));
  return {
    index: Math.round(index),
    referenceIndex: REFERENCE_INDEX,
    desktopRate,
    phoneRate: round2(PHONE_SLOWDOWN * desktopRate),
    lighthouseMultiplier: Math.max(
      1,
      round2((LIGHTHOUSE_MOBILE_SLOWDOWN * index) / REFERENCE_INDEX),
    ),
    slowerThanReference: index < REFERENCE_INDEX,
  };
}

/**
 * What a figure measured under `calibration` carries: the raw index and the rate it ran at
 * (`kind`: which of the three). Without a calibration, the figure says so and is not judged.
 * @param {Calibration | null} calibration
 * @param {'desktop' | 'phone' | 'lighthouse'} kind
 */
function figureCalibration(calibration, kind) {
  if (!calibration) return { calibrated: false, benchmarkIndex: null, cpuRate: null, kind };
  const cpuRate =
    kind === 'phone'
      ? calibration.phoneRate
      : kind === 'lighthouse'
        ? calibration.lighthouseMultiplier
        : calibration.desktopRate;
  return {
    calibrated: true,
    benchmarkIndex: calibration.index,
    cpuRate,
    kind,
    slowerThanReference: calibration.slowerThanReference,
  };
}

/**
 * One line for the console and the README.
 * @param {Calibration | null} calibration
 */
function describeCalibration(calibration) {
  if (!calibration) return 'not calibrated (no benchmarkIndex): in-browser figures not judged';
  const c = calibration;
  const verdict = c.slowerThanReference
    ? `slower than the reference ${c.referenceIndex}: its figures are not sped up`
    : `reference ${c.referenceIndex}`;
  return (
    `benchmarkIndex ${c.index} (${verdict}); CPU throttling rate ${c.desktopRate}× desktop, ` +
    `${c.phoneRate}× phone; Lighthouse cpuSlowdownMultiplier ${c.lighthouseMultiplier}`
  );
}

module.exports = {
  REFERENCE_INDEX,
  LIGHTHOUSE_MOBILE_SLOWDOWN,
  PHONE_SLOWDOWN,
  medianIndex,
  calibrationFor,
  figureCalibration,
  describeCalibration,
};
