// Run by the browser tests (e2e/support/remote-releases.ts) with tsx: reads or writes the site's store (PARLOR_SITE_DB) as a test
// needs it, around the operator's commands. `snapshot` prints what each casino loads;
// `restore <json>` puts a printed snapshot back; `force <casino> <remote> <target>` writes a
// target by hand, past every check (a target the shell must refuse at run time).
import { loadSiteSettings } from '../site-settings';
import { openSiteDatabase } from '../state/site-database';
import type { CasinoState, SiteStateSnapshot, StateChange } from '../state/site-store';

async function main(argv: string[]): Promise<void> {
  const database = await openSiteDatabase(loadSiteSettings());
  const { store } = database;
  try {
    const now = await store.snapshot();
    const commit = (casino: string, changes: StateChange[]) =>
      store.commit({
        casino,
        expectedGeneration: now.casinos[casino]?.generation ?? 0,
        changes,
        audit: [],
      });
    const [verb, ...args] = argv;
    if (verb === 'snapshot') {
      process.stdout.write(JSON.stringify(now));
    } else if (verb === 'restore') {
      const saved = JSON.parse(args[0] ?? '{}') as SiteStateSnapshot;
      for (const casino of new Set([...Object.keys(now.casinos), ...Object.keys(saved.casinos)])) {
        const none: CasinoState = { generation: 0, remotes: {}, canaries: {} };
        const was = saved.casinos[casino] ?? none;
        const is = now.casinos[casino] ?? none;
        const changes: StateChange[] = [];
        for (const remote of new Set([...Object.keys(was.remotes), ...Object.keys(is.remotes)]))
          if (was.remotes[remote] !== is.remotes[remote])
            changes.push({ kind: 'target', remote, target: was.remotes[remote] ?? null });
        for (const remote of new Set([...Object.keys(was.canaries), ...Object.keys(is.canaries)]))
          if (JSON.stringify(was.canaries[remote]) !== JSON.stringify(is.canaries[remote]))
            changes.push({ kind: 'canary', remote, canary: was.canaries[remote] ?? null });
        if (changes.length) await commit(casino, changes);
      }
    } else if (verb === 'force' && args.length === 3) {
      const [casino, remote, target] = args as [string, string, string];
      await commit(casino, [{ kind: 'target', remote, target }]);
    } else {
      throw new Error(`usage: snapshot | restore <json> | force <casino> <remote> <target>`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
