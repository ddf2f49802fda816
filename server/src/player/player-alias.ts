// How a player is named in public lists (tournament leaderboards, winners): never by the username,
// which is half of their login.

/** "Alice S.": first name and initial, never the username (it logs in). */
export function playerAlias(fname: string, lname: string): string {
  const first = fname.trim() || 'Player';
  const initial = lname.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
