// No probe waits forever: each runs against a deadline, past which it is recorded as an error
// and the bench goes on. The probes bound their own waits too; this is the last resort.

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withDeadline(promise, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no result within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
