// The objects the shell creates at boot and every remote reuses: boot info and the controller
// client. They live in @parlor/shared, a federation singleton, so a remote sees the shell's.
import type { BootInfo } from '../types/entities';
import type { ControllerClient } from '../api/controller-client';

export interface ParlorRuntime {
  boot: BootInfo;
  api: ControllerClient;
}

let current: ParlorRuntime | null = null;

export function setParlorRuntime(runtime: ParlorRuntime): void {
  current = runtime;
}

export function getParlorRuntime(): ParlorRuntime {
  if (!current) throw new Error('Parlor runtime used before the shell booted');
  return current;
}

/** The controller client; throws when called before boot (a programming error, not a user one). */
export function getApi(): ControllerClient {
  return getParlorRuntime().api;
}
