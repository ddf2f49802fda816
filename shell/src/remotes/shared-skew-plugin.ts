import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Subpath imports: bundled into the runtime here, not negotiated through the share scope.
import {
  describeSkew,
  findSharedSkew,
  manifestUrlOf,
  readRemoteManifest,
  recordTelemetry,
} from '@parlor/shared/runtime-plugin';

/**
 * Refuses a remote built for shared singletons (React, @parlor/shared) the shell cannot give it.
 * Federation alone would only warn and run it against the shell's copy anyway; here the remote's
 * mf-manifest.json is read before any of its code runs and a mismatch fails the load, so the
 * outlet shows its fallback and the rest of the site carries on (docs/deploying.md).
 */
interface HostLike {
  options: {
    name: string;
    shared?: Record<string, ReadonlyArray<{ version?: string; from?: string }>>;
  };
}

/** The versions of the singletons the shell itself provides. */
export function hostVersions(origin: HostLike): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, list] of Object.entries(origin.options.shared ?? {})) {
    const own = list.find((s) => s.from === origin.options.name && s.version);
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

export function createSharedSkewPlugin(
  fetchManifest: (url: string) => Promise<unknown> = async (url) => {
    // 'same-origin' (no cookies to another origin) matches the page's preload of the manifest
    const res = await fetch(url, { signal: AbortSignal.timeout(5000), credentials: 'same-origin' });
    return res.ok ? res.json() : null;
  },
): ModuleFederationRuntimePlugin {
  const checks = new Map<string, Promise<string[]>>();

  const check = (name: string, entry: string, origin: HostLike): Promise<string[]> => {
    const started = performance.now();
    const pending = fetchManifest(manifestUrlOf(entry, globalThis.location?.href))
      // No manifest to read (an older build, a plain URL): federation's own checks apply.
      .catch(() => null)
      .then((value) => {
        const ms = performance.now() - started;
        recordTelemetry({ t: 'phase', remote: name, phase: 'manifest', ms });
        const manifest = readRemoteManifest(value);
        if (!manifest) return [];
        return findSharedSkew(hostVersions(origin), manifest.shared).map((skew) =>
          describeSkew(name, skew),
        );
      });
    checks.set(entry, pending);
    return pending;
  };

  return {
    name: 'parlor-shared-skew',
    registerRemote(args) {
      // Registered afresh (a Retry, a new manifest): ask again.
      const entry = (args.remote as { entry?: string }).entry;
      if (entry) checks.delete(entry);
      return args;
    },
    async afterResolve(args) {
      // Only remotes the page uses are asked, in parallel with the download of their entry.
      const { name, entry } = args.remoteInfo;
      if (!checks.has(entry)) void check(name, entry, args.origin);
      return args;
    },
    async beforeInitContainer(args) {
      // The entry script has run (it only declares the container); none of the remote's code has.
      const { name, entry } = args.remoteInfo;
      const problems = await (checks.get(entry) ?? check(name, entry, args.origin));
      if (problems.length) {
        const message = `remote ${name} refused: ${problems.join('; ')}`;
        console.error(message);
        recordTelemetry({ t: 'fail', remote: name, reason: 'skew' });
        throw new Error(message);
      }
      return args;
    },
  };
}

export default function sharedSkewPlugin(): ModuleFederationRuntimePlugin {
  return createSharedSkewPlugin();
}
