// One step of the site database's schema, in both dialects. Steps run in order, once each, at
// start (the applied ids are kept in the database); a step is never edited once released.
export interface Migration {
  /** unique, sortable: '001-state', '002-telemetry', ... */
  id: string;
  sqlite: string;
  postgres: string;
}
