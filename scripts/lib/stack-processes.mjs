// The stack's own processes: started in a process group of their own (Ctrl-C reaches the stack's
// command, which stops them in order), their output in a log file each, their ids in the stack's
// folder so that `npm run stack -- stop` finds a stack left running.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** @returns {{ processes: Record<string, number> }} */
export function readRecord(layout) {
  try {
    const record = JSON.parse(readFileSync(layout.pids, 'utf8'));
    return { processes: record.processes ?? {} };
  } catch {
    return { processes: {} };
  }
}

function writeRecord(layout, record) {
  mkdirSync(layout.dir, { recursive: true });
  writeFileSync(layout.pids, `${JSON.stringify(record, null, 2)}\n`);
}

export function recordProcess(layout, name, pid) {
  const record = readRecord(layout);
  writeRecord(layout, { ...record, processes: { ...record.processes, [name]: pid } });
}

export function forgetProcess(layout, name) {
  const record = readRecord(layout);
  delete record.processes[name];
  writeRecord(layout, record);
}

export function logFile(layout, name) {
  return path.join(layout.logs, `${name}.log`);
}

/** The last lines of a log, to say why something did not start. */
export function logTail(file, lines = 15) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts `command` with its output appended to logs/<name>.log; the process outlives this one
 * only when `detach` (the caller unrefs it).
 */
export function spawnLogged(layout, name, command, args, { env, cwd }) {
  mkdirSync(layout.logs, { recursive: true });
  const fd = openSync(logFile(layout, name), 'a');
  try {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
    recordProcess(layout, name, child.pid);
    return child;
  } finally {
    closeSync(fd);
  }
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signal(pid, name, group) {
  try {
    process.kill(group ? -pid : pid, name);
  } catch {
    // already gone
  }
}

/**
 * Asks a process (its group, unless `group: false`) to stop, and kills it if it has not after
 * `timeoutMs`; resolves once it is gone.
 */
export async function stopProcess(pid, { timeoutMs = 10_000, group = true, how = 'SIGTERM' } = {}) {
  if (!pid || !isAlive(pid)) return;
  signal(pid, how, group);
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      signal(pid, 'SIGKILL', group);
      await sleep(200);
      return;
    }
    await sleep(100);
  }
}

/** Whether something accepts connections on 127.0.0.1:`port` (bounded: 1 s). */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Resolves once `port` accepts connections; rejects after `timeoutMs`, or as soon as `child`
 * exits, with the end of its log.
 */
export async function waitUntilListening(port, { what, timeoutMs, child, log }) {
  let exited = null;
  const onExit = (code, sig) => {
    exited = code ?? sig;
  };
  child?.once('exit', onExit);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await listening(port)) return;
      const tail = log ? `\n${logTail(log)}` : '';
      if (exited !== null) throw new Error(`${what} stopped (${exited}) before it listened${tail}`);
      if (Date.now() > deadline)
        throw new Error(
          `${what}: nothing listens on port ${port} after ${timeoutMs / 1000} s${tail}`,
        );
      await sleep(150);
    }
  } finally {
    child?.off('exit', onExit);
  }
}

/** Resolves once nothing listens on `port` any more (bounded). */
export async function waitUntilClosed(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (await listening(port)) {
    if (Date.now() > deadline) throw new Error(`port ${port} is still open`);
    await sleep(100);
  }
}
