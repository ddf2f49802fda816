import type { StackPorts } from './stack-args.cjs';
import type { StackLayout } from './stack-env.cjs';

export const DEBIAN_BROTLI_MODULE: string;
export const COMPOSE_CONF: string;
export const COMPOSE_DIST: string;
export const COMPOSE_RELEASES: string;
export function localEdgeConf(options: {
  ports: StackPorts;
  layout: StackLayout;
  root: string;
  remoteDirs: readonly string[];
  brotliModule: string | null;
  asRoot: boolean;
}): string;
export function composeEdgeConf(remoteDirs: readonly string[]): string;
