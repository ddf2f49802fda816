/** A break or an exclusion the player has just started: the page says so after the logout. */
export interface Farewell {
  kind: 'break' | 'exclusion';
  /** ISO; null: indefinite */
  until: string | null;
}
