// One figure of the results: its value, unit, budget and verdict (pass, over, info: no budget,
// unjudged: measured on an uncalibrated CPU), and for in-browser figures the CPU it ran at.

/**
 * @param {string} id
 * @param {string} label
 * @param {number} value
 * @param {string} unit
 * @param {number | null} [budget]
 * @param {boolean} [higherIsBetter]
 * @param {{ calibrated: boolean, benchmarkIndex: number | null, cpuRate: number | null,
 *   kind: string } | null} [cpu]  from figureCalibration; without a calibration not judged
 */
export function figure(id, label, value, unit, budget = null, higherIsBetter = false, cpu = null) {
  let status =
    budget === null
      ? 'info'
      : (higherIsBetter ? value >= budget : value <= budget)
        ? 'pass'
        : 'over';
  if (cpu && !cpu.calibrated && status !== 'info') status = 'unjudged';
  return {
    id,
    label,
    value,
    unit,
    budget,
    status,
    higherIsBetter,
    ...(cpu ? { benchmarkIndex: cpu.benchmarkIndex, cpuRate: cpu.cpuRate, cpuKind: cpu.kind } : {}),
  };
}
