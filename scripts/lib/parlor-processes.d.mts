import type { ChildProcess } from 'node:child_process';

export interface RemoteServer {
  name: string;
  dir: string;
  port: number;
}
export const SITE_PORT: number;
export const ASSETS_PORT: number;
export const CONTROLLER_PORT: number;
export const REMOTES: RemoteServer[];
export function startRemote(
  remote: RemoteServer,
  env?: Record<string, string>,
  options?: { fromSources?: boolean },
): ChildProcess;
export function waitForPort(port: number, timeoutMs?: number): Promise<void>;
export function waitForPortClosed(port: number, timeoutMs?: number): Promise<void>;
export function recordPid(name: string, pid: number | undefined): void;
export function stopRecorded(name: string): Promise<void>;
export function stopAll(): Promise<void>;
export function startParlor(
  env?: Record<string, string>,
  options?: {
    serveRemotes?: boolean;
    skip?: string[];
    fromSources?: boolean;
    twoServices?: boolean;
    controllerUrl?: string;
    /** where the site and the remotes listen (default PARLOR_HOST of `env`, else 127.0.0.1) */
    host?: string;
  },
): Promise<{ remotes: RemoteServer[] }>;
