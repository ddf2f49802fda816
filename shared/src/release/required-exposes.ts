// What the running site loads from each remote: the shell's routes and layout, the home sections
// the lobby borrows from other remotes, and what remotes borrow from each other: every expose of
// the registry (remotes.json) but those it marks as not loaded by the site. `npm run remotes --
// set` refuses a build that lacks one of them. Tests beside the route table and the lobby's home
// page check that what they load is in this list.
import { REMOTES } from './remote-registry';

function requiredOf(remotes: typeof REMOTES): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(
    remotes.map((remote) => [
      remote.name,
      Object.keys(remote.exposes).filter((expose) => !remote.notLoadedBySite.includes(expose)),
    ]),
  );
}

// Pure: the shell imports this entry for its route table alone, and its build leaves this out.
export const REQUIRED_EXPOSES = /*#__PURE__*/ requiredOf(REMOTES);

/** The modules of `remote` the site needs; an unknown remote needs nothing in particular. */
export function requiredExposes(remote: string): readonly string[] {
  return REQUIRED_EXPOSES[remote] ?? [];
}
