import { stopAll } from '../../scripts/lib/parlor-processes.mjs';

export default async function globalTeardown() {
  await stopAll();
}
