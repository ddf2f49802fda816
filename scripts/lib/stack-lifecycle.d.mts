import type { StackPorts } from './stack-args.cjs';
import type { StackLayout } from './stack-env.cjs';

export interface StackOptions {
  /** where the stack keeps its state (default: the repository's .parlor-stack) */
  stateDir?: string;
  ports?: Partial<StackPorts>;
  /** progress, one line each */
  log?: (line: string) => void;
  /** a process of the stack stopped on its own (not by stop/stopSite) */
  onExit?: (name: string, codeOrSignal: number | string | null) => void;
  /** the processes outlive the caller (stop them with stopStack) */
  detach?: boolean;
  /** the controller's demo players and mailbox (npm run stack -- --demo); none by default */
  demo?: boolean;
}

export interface RunningStack {
  ports: StackPorts;
  layout: StackLayout;
  /** site: the casino pages (http://localhost:<edge>); ops: the console; check: the checks' base */
  urls: { site: string; check: string; ops: string };
  /** the site's database */
  databaseUrl: string;
  /** the environment of `npm run remotes` / `npm run release` against this stack */
  operatorEnv: Record<string, string>;
  /** SIGTERM to site node `node` (1, 2, ...); resolves once its port is closed */
  stopSite(node: number): Promise<void>;
  startSite(node: number): Promise<void>;
  /** stops PostgreSQL (a fast shutdown: the sites' connections are ended) */
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_STATE_DIR: string;
export function startStack(options?: StackOptions): Promise<RunningStack>;
export function stopStack(options?: { stateDir?: string }): Promise<boolean>;
