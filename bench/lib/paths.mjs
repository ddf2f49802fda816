import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.dirname(BENCH_DIR);
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
