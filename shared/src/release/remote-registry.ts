// The one list of the remotes (remotes.json beside this file): each remote's federation name, its
// folder, the port its own server listens on and the modules it exposes. Every app's webpack
// config, the root scripts (start, dev, build, the browser tests), the site's remotes manifest and
// the release commands read it; docs/contributing.md, "Add a remote", says how to add one.
import registry from './remotes.json';

/** One remote as the registry lists it. */
export interface RegisteredRemote {
  /** federation name, a JS identifier (`mf_lobby`) */
  readonly name: string;
  /** its workspace folder (`mf-lobby`) */
  readonly dir: string;
  /** the port of its own server (`npm start`) and of its dev server */
  readonly port: number;
  /** the title of its standalone page */
  readonly title: string;
  /** expose -> source file, relative to its folder */
  readonly exposes: Readonly<Record<string, string>>;
  /** exposes the site itself never loads: a release may lack them */
  readonly notLoadedBySite: readonly string[];
}

// A JSON import types each remote as the union of every remote's keys, optional where absent; the
// registry's test checks the file's shape instead.
const listed: unknown = registry;
export const REMOTES = listed as readonly RegisteredRemote[];
