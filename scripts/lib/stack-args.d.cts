export interface StackPorts {
  /** nginx, the only address a visitor uses */
  edge: number;
  /** one site process per port */
  sites: number[];
  controller: number;
  /** the controller's assets host */
  assets: number;
  postgres: number;
}
export type StackCommand = 'up' | 'stop' | 'edge-conf';
export type ParsedStackArgs =
  | { ok: true; command: StackCommand; detach: boolean; demo: boolean; ports: StackPorts }
  | { ok: false; error: string };

export const DEFAULT_PORTS: Readonly<{
  edge: number;
  sites: readonly number[];
  assets: number;
  postgres: number;
  controller: number;
}>;
export const USAGE: string;
export function parseStackArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ParsedStackArgs;
