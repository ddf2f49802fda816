export type StopMode = 'smart' | 'fast' | 'immediate';
export interface Throwaway {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** the cluster's folder (its data, server.log and socket) */
  dir: string;
  /** stops the server and removes the folder; a second call does nothing */
  stop(): Promise<void>;
}

export const NOT_INSTALLED: string;
export function newestVersionsFirst(names: readonly string[]): string[];
export function pickServerBinDir(
  candidates: readonly string[],
  exists: (file: string) => boolean,
): string | null;
export function findServerBinDir(): string;
export function initCluster(dir: string): Promise<boolean>;
export function startCluster(dir: string, port: number): Promise<void>;
export function stopCluster(dir: string, mode?: StopMode): Promise<boolean>;
export function databaseUrl(port: number, database?: string): string;
export function createDatabase(port: number, name: string): Promise<boolean>;
export function startThrowaway(): Promise<Throwaway>;
