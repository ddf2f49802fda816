import type { StackPorts } from './stack-args.cjs';

export interface StackLayout {
  dir: string;
  pids: string;
  logs: string;
  postgres: string;
  previewSecret: string;
  controllerDb: string;
  remotesFile: string;
  siteDb(node: number): string;
  nginx: {
    prefix: string;
    conf: string;
    pid: string;
    errorLog: string;
    accessLog: string;
    temp: string;
  };
}
export interface SiteEnvInput {
  ports: StackPorts;
  layout: StackLayout;
  databaseUrl: string;
  previewSecret: string;
}
export type Env = Record<string, string>;

export const DATABASE_NAME: string;
export const REMOTES_PATH: string;
export const OPS_HOST: string;
export const CASINO_HOSTS: string[];
export function stackLayout(dir: string): StackLayout;
export function edgeUrls(ports: StackPorts): { site: string; check: string; ops: string };
export function cleanEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
export function controllerEnv(input: {
  ports: StackPorts;
  layout: StackLayout;
  demo?: boolean;
}): Env;
export function siteEnv(input: SiteEnvInput & { node: number }): Env;
export function operatorEnv(input: SiteEnvInput): Env;
export function operatorEnvLine(env: Env, secretFile: string): string;
