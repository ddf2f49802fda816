/**
 * The catalogue worker's file in the shell's build, beside its entry (the factory builds it:
 * shared/build/catalogue-worker-build.js names the same file).
 */
export const CATALOGUE_WORKER_FILE = 'catalogue-worker.js';
