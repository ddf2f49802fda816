export interface EdgeRemote {
  /** the remote's folder name, e.g. mf-lobby: its files are under <remotesPath>/<dir>/ */
  dir: string;
  /** absolute path of its plain build */
  dist: string;
  /** absolute path of its release folders */
  releases: string;
}

export interface EdgeConfOptions {
  /** `port` or `address:port` */
  listen: string;
  /** the site processes, `host:port` each */
  sites: string[];
  /** the casinos' host names (their `games.` origins are added) */
  casinoHosts: string[];
  /** the ops console's host name */
  opsHost: string;
  /** the path the remotes' files are under, e.g. /remotes (the site's PARLOR_REMOTES_PATH) */
  remotesPath: string;
  remotes: EdgeRemote[];
  /** the shell's build: its hashed files are served by the edge too (optional) */
  shellDist?: string;
  /** serve .br twins (needs the brotli static module) */
  brotli?: boolean;
  /** the module's file, loaded when `brotli` */
  brotliModule?: string | null;
  mimeTypes?: string;
  pidFile?: string;
  errorLog?: string;
  accessLog?: string;
  /** where nginx keeps request bodies and buffered answers */
  tempDir?: string;
  /** `user` directive (root when the stack runs as root) */
  user?: string;
  /** connect timeout towards a site node, e.g. 1s */
  connectTimeout?: string;
  workerProcesses?: string;
}

export const IMMUTABLE: string;
export const NO_CACHE: string;
export const HASHED_FILE: string;
export function nginxConf(options: EdgeConfOptions): string;
