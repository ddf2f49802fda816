import type { Page } from '@playwright/test';
import {
  REMOTES,
  recordPid,
  startRemote,
  stopRecorded,
  waitForPort,
  waitForPortClosed,
} from '../../scripts/lib/parlor-processes.mjs';

/**
 * Runs `during` while the remote `name` (`mf_lobby`, …) is stopped and its port closed, then
 * starts it again and waits for its port, also when `during` fails, so that the next test finds
 * the whole site up.
 */
export async function withRemoteStopped(name: string, during: () => Promise<void>): Promise<void> {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`no remote named ${name}`);
  await stopRecorded(remote.name);
  await waitForPortClosed(remote.port);
  try {
    await during();
  } finally {
    recordPid(remote.name, startRemote(remote).pid);
    await waitForPort(remote.port);
  }
}

/** Holds the files of the remote at `pattern` back until the returned function is called. */
export async function holdRemote(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
