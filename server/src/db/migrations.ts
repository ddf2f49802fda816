// Versioned schema migrations, applied in order; each version runs once, in a transaction, and is
// recorded in schema_migrations. Never edit a released migration: add a new one.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE players (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        casino_key TEXT NOT NULL,
        username TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        fname TEXT NOT NULL,
        lname TEXT NOT NULL,
        email TEXT NOT NULL,
        class TEXT NOT NULL DEFAULT 'regular',
        class_vip_level INTEGER NOT NULL DEFAULT 0,
        class_display_name TEXT NOT NULL DEFAULT 'Regular',
        currency_code TEXT NOT NULL DEFAULT 'USD',
        practicemode INTEGER NOT NULL DEFAULT 0,
        balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
        withdrawable_cents INTEGER NOT NULL DEFAULT 0 CHECK (withdrawable_cents >= 0),
        playthrough_cents INTEGER NOT NULL DEFAULT 0 CHECK (playthrough_cents >= 0),
        bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
        comp_points INTEGER NOT NULL DEFAULT 0 CHECK (comp_points >= 0),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        UNIQUE (casino_key, username)
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_player ON sessions(player_id);
      CREATE INDEX sessions_expiry ON sessions(expires_at);
      CREATE TABLE favorites (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        shortname TEXT NOT NULL,
        provider TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (player_id, shortname, provider)
      );
      CREATE TABLE recent_games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        shortname TEXT NOT NULL,
        provider TEXT NOT NULL,
        played_at INTEGER NOT NULL,
        UNIQUE (player_id, shortname, provider)
      );
      CREATE INDEX recent_games_player ON recent_games(player_id, played_at DESC);
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        sent_at TEXT NOT NULL,
        read INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX messages_player ON messages(player_id, read);
      CREATE TABLE dfs_redemptions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        spins INTEGER NOT NULL,
        game_slug TEXT NOT NULL,
        coupon TEXT,
        redeemed_at INTEGER NOT NULL,
        UNIQUE (player_id, day)
      );
      CREATE TABLE bets (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        shortname TEXT NOT NULL,
        provider TEXT NOT NULL,
        round_id TEXT NOT NULL,
        stake_cents INTEGER NOT NULL CHECK (stake_cents >= 0),
        win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
        balance_after_cents INTEGER NOT NULL,
        real_money INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        UNIQUE (player_id, round_id)
      );
      CREATE INDEX bets_player ON bets(player_id, created_at DESC);
    `,
  },
  {
    version: 2,
    name: 'game sessions, game rounds and cashier deposits',
    sql: `
      CREATE TABLE game_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
        casino_key TEXT NOT NULL,
        shortname TEXT NOT NULL,
        provider TEXT NOT NULL,
        kind TEXT NOT NULL,
        real_money INTEGER NOT NULL,
        fun_balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (fun_balance_cents >= 0),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        closed_at INTEGER
      );
      CREATE INDEX game_sessions_expiry ON game_sessions(expires_at);
      CREATE TABLE game_rounds (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL REFERENCES game_sessions(id) ON DELETE CASCADE,
        round_id TEXT NOT NULL,
        stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
        win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
        balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
        outcome TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (session_id, round_id)
      );
      CREATE TABLE deposits (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        nonce TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        created_at INTEGER NOT NULL,
        UNIQUE (player_id, nonce)
      );
    `,
  },
  {
    version: 20,
    name: 'tournament leaderboards: bets by game and time',
    sql: `CREATE INDEX IF NOT EXISTS bets_game_time ON bets(shortname, created_at);`,
  },
  {
    version: 30,
    name: 'winners: index of the winning real-money bets',
    sql: `CREATE INDEX bets_wins ON bets(win_cents DESC, created_at DESC) WHERE win_cents > 0;`,
  },
  {
    version: 40,
    name: 'daily free spins: campaign state, email checks, seeds, coupons and free spin grants',
    sql: `
      CREATE TABLE dfs_players (
        player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        campaign TEXT NOT NULL DEFAULT 'daily',
        email_clicked INTEGER NOT NULL DEFAULT 1,
        email_token TEXT,
        email_sent_at INTEGER
      );
      CREATE TABLE dfs_seeds (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        seed TEXT NOT NULL,
        PRIMARY KEY (player_id, day)
      );
      CREATE TABLE coupon_redemptions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        coupon TEXT NOT NULL,
        redeemed_at INTEGER NOT NULL,
        UNIQUE (player_id, coupon)
      );
      CREATE TABLE free_spin_grants (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        source TEXT NOT NULL,
        shortname TEXT NOT NULL,
        provider TEXT NOT NULL,
        spins INTEGER NOT NULL CHECK (spins > 0),
        remaining INTEGER NOT NULL CHECK (remaining >= 0),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX free_spin_grants_player ON free_spin_grants(player_id, remaining);
    `,
  },
  {
    version: 50,
    name: 'game sessions bound to the site session that launched them; cashier nonces',
    sql: `
      ALTER TABLE game_sessions ADD COLUMN site_session_hash TEXT;
      CREATE INDEX game_sessions_site_session ON game_sessions(site_session_hash);
      CREATE TABLE cashier_nonces (
        nonce TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX deposits_player_time ON deposits(player_id, created_at);
    `,
  },
  {
    version: 70,
    name: 'tournament entries (one per player and run, with its buy-in); free spin bets flagged',
    sql: `
      CREATE TABLE tournament_entries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        tournament_id INTEGER NOT NULL,
        run_start INTEGER NOT NULL,
        buy_in_cents INTEGER NOT NULL CHECK (buy_in_cents >= 0),
        joined_at INTEGER NOT NULL,
        UNIQUE (player_id, tournament_id, run_start)
      );
      CREATE INDEX tournament_entries_run ON tournament_entries(tournament_id, run_start);
      ALTER TABLE bets ADD COLUMN free_spin INTEGER NOT NULL DEFAULT 0 CHECK (free_spin IN (0, 1));
    `,
  },
  {
    version: 80,
    name: 'player protection: limits, reality checks per session, breaks, exclusions by e-mail',
    sql: `
      CREATE TABLE protection_limits (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN
          ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'session_minutes')),
        value INTEGER CHECK (value IS NULL OR value > 0),
        pending_value INTEGER CHECK (pending_value IS NULL OR pending_value > 0),
        pending_effective_at INTEGER,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (player_id, kind)
      );
      CREATE TABLE reality_check_settings (
        player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        interval_min INTEGER CHECK (interval_min IS NULL OR interval_min > 0),
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE protection_sessions (
        token_hash TEXT PRIMARY KEY REFERENCES sessions(token_hash) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        next_check_at INTEGER,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE protection_breaks (
        player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        period TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        until INTEGER NOT NULL
      );
      CREATE TABLE protection_exclusions (
        email TEXT PRIMARY KEY CHECK (email = lower(email)),
        period TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        until INTEGER,
        end_requested_at INTEGER,
        ends_at INTEGER
      );
      CREATE INDEX players_email ON players(lower(email));
    `,
  },
  {
    version: 90,
    name: 'people: one person behind the accounts; protection, play sessions and checks per person',
    // canonical_email() is people/canonical-email.ts, registered on the connection (database.ts)
    sql: `
      CREATE TABLE persons (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        dob TEXT CHECK (dob IS NULL OR dob GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
        fname TEXT NOT NULL,
        lname TEXT NOT NULL,
        age_verification TEXT NOT NULL DEFAULT 'unverified'
          CHECK (age_verification IN ('unverified', 'pending', 'verified', 'refused')),
        tools_seen_at INTEGER,
        created_at INTEGER NOT NULL
      );
      INSERT INTO persons (email, fname, lname, created_at)
        SELECT person, fname, lname, created FROM (
          SELECT canonical_email(email) AS person, fname, lname, MIN(id) AS first,
                 CAST(strftime('%s', 'now') AS INTEGER) * 1000 AS created
            FROM players GROUP BY canonical_email(email));
      ALTER TABLE players ADD COLUMN person_id INTEGER REFERENCES persons(id);
      UPDATE players SET person_id =
        (SELECT id FROM persons WHERE persons.email = canonical_email(players.email));
      CREATE INDEX players_person ON players(person_id, casino_key);
      ALTER TABLE players ADD COLUMN terms_version TEXT;
      ALTER TABLE players ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;

      CREATE TABLE person_breaks (
        person_id INTEGER PRIMARY KEY REFERENCES persons(id) ON DELETE CASCADE,
        period TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        until INTEGER NOT NULL
      );
      INSERT INTO person_breaks (person_id, period, started_at, until)
        SELECT person_id, period, started_at, until FROM (
          SELECT p.person_id, b.period, b.started_at, MAX(b.until) AS until
            FROM protection_breaks b JOIN players p ON p.id = b.player_id GROUP BY p.person_id);

      CREATE TABLE person_exclusions (
        person_id INTEGER PRIMARY KEY REFERENCES persons(id) ON DELETE CASCADE,
        profile TEXT NOT NULL,
        period TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        until INTEGER,
        end_requested_at INTEGER,
        end_reason TEXT,
        ends_at INTEGER,
        return_requested_at INTEGER
      );
      INSERT OR IGNORE INTO person_exclusions
          (person_id, profile, period, started_at, until, end_requested_at, ends_at)
        SELECT persons.id, 'mga', e.period, e.started_at, e.until, e.end_requested_at, e.ends_at
          FROM protection_exclusions e JOIN persons ON persons.email = canonical_email(e.email)
         ORDER BY COALESCE(e.until, 9e15) DESC;

      CREATE TABLE person_limits (
        person_id INTEGER NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN
          ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'session_minutes')),
        value INTEGER CHECK (value IS NULL OR value > 0),
        pending_value INTEGER CHECK (pending_value IS NULL OR pending_value > 0),
        pending_effective_at INTEGER,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (person_id, kind)
      );
      -- of a person's accounts, the strictest limit of each kind
      INSERT INTO person_limits
          (person_id, kind, value, pending_value, pending_effective_at, updated_at)
        SELECT person_id, kind, value, pending_value, pending_effective_at, updated_at FROM (
          SELECT p.person_id, l.kind, l.value, l.pending_value, l.pending_effective_at,
                 l.updated_at, MIN(COALESCE(l.value, 9e15))
            FROM protection_limits l JOIN players p ON p.id = l.player_id
           GROUP BY p.person_id, l.kind);

      CREATE TABLE person_reality_checks (
        person_id INTEGER PRIMARY KEY REFERENCES persons(id) ON DELETE CASCADE,
        interval_min INTEGER CHECK (interval_min IS NULL OR interval_min > 0),
        updated_at INTEGER NOT NULL
      );
      INSERT INTO person_reality_checks (person_id, interval_min, updated_at)
        SELECT person_id, interval_min, updated_at FROM (
          SELECT p.person_id, r.interval_min, r.updated_at, MIN(COALESCE(r.interval_min, 9e15))
            FROM reality_check_settings r JOIN players p ON p.id = r.player_id
           GROUP BY p.person_id);

      -- play, not a cookie: from the first launch or bet to 30 minutes without either
      CREATE TABLE play_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        person_id INTEGER NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
        started_at INTEGER NOT NULL,
        last_play_at INTEGER NOT NULL,
        next_check_at INTEGER
      );
      CREATE INDEX play_sessions_person ON play_sessions(person_id, last_play_at DESC);

      DROP TABLE protection_sessions;
      DROP TABLE protection_limits;
      DROP TABLE reality_check_settings;
      DROP TABLE protection_breaks;
      DROP TABLE protection_exclusions;

      CREATE TABLE identity_documents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        person_id INTEGER NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('passport', 'id_card', 'driving_licence')),
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        stored_as TEXT NOT NULL UNIQUE,
        uploaded_at INTEGER NOT NULL,
        review_at INTEGER NOT NULL,
        decision TEXT CHECK (decision IS NULL OR decision IN ('verified', 'refused')),
        decided_at INTEGER
      );
      CREATE INDEX identity_documents_person ON identity_documents(person_id, uploaded_at DESC);

      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        method TEXT NOT NULL CHECK (method IN ('bank_transfer', 'card', 'e_wallet')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
        requested_at INTEGER NOT NULL,
        pays_at INTEGER NOT NULL,
        paid_at INTEGER,
        cancelled_at INTEGER,
        UNIQUE (player_id, idempotency_key)
      );
      CREATE INDEX withdrawals_player ON withdrawals(player_id, requested_at DESC);
    `,
  },
];
