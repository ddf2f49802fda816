// Shape checks of the controller's answers, in one place: one small guard per keyword. An answer
// that fails its guard is refused at the boundary (ControllerError `invalid_answer`, logged with
// what was wrong) so a page shows its error state with Retry instead of rendering nonsense.
// Guards check what the site relies on to render; fields it treats as optional stay optional.

/** Why an answer is not usable, or null when it is. */
export type Guard = (value: unknown) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const object: Guard = (v) => (isObject(v) ? null : 'expected an object');
const list: Guard = (v) => (Array.isArray(v) ? null : 'expected a list');

/** An object whose named fields are lists when present (`required` ones must be there). */
const withLists =
  (required: string[], optional: string[] = []): Guard =>
  (v) => {
    if (!isObject(v)) return 'expected an object';
    for (const key of required) if (!Array.isArray(v[key])) return `${key} is not a list`;
    for (const key of optional) {
      if (v[key] !== undefined && v[key] !== null && !Array.isArray(v[key])) {
        return `${key} is not a list`;
      }
    }
    return null;
  };

const config: Guard = (v) => {
  if (!isObject(v)) return 'expected an object';
  if (!isObject(v.config)) return 'config is not an object';
  if (v.player !== null && v.player !== undefined && !isObject(v.player)) {
    return 'player is not an object or null';
  }
  const c = v.config;
  if (!isObject(c.navigation)) return 'config.navigation is not an object';
  if (c.pages !== undefined && !isObject(c.pages)) return 'config.pages is not an object';
  return null;
};

const games: Guard = (v) => {
  const shape = withLists(['games'], ['providers', 'themes', 'features', 'categories'])(v);
  if (shape) return shape;
  const bad = (v as { games: unknown[] }).games.findIndex(
    (g) => !isObject(g) || typeof g.shortname !== 'string' || typeof g.provider !== 'string',
  );
  return bad >= 0 ? `games[${bad}] has no shortname or provider` : null;
};

/** keyword (as sent in the query) → guard; keywords without an entry are passed through. */
export const ANSWER_GUARDS: Record<string, Guard> = {
  getconfig: config,
  getgames: games,
  myfavorites: list,
  keepplaying: list,
  suggest: list,
  widgets: list,
  winners: list,
  getBalance: object,
  getunreadmessages: object,
  raf: object,
  DFS: object,
  getgamelockdetails: object,
  gamelauncher: withLists([], ['games']),
  gettoken: object,
  getlivedealer: object,
  gettournaments: object,
  gettournamentslobby: object,
  jointournament: object,
  getpromos: object,
  getmessages: object,
};

/** Checks one answer; null when fine (a null answer is the codec's own failure, passed on). */
export function checkAnswer(keyword: string | undefined, value: unknown): string | null {
  if (value === null || keyword === undefined) return null;
  const guard = ANSWER_GUARDS[keyword];
  return guard ? guard(value) : null;
}
