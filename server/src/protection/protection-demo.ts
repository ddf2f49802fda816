// The player protection state of the demo accounts (README's table), in every casino:
// - `resting`: a 7-day break from the time it is seeded (login refused, with its end);
// - `excluded`: self-excluded for 6 months (the person: refused in every casino);
// - `limited` (the person, seeded on the fusion account): a daily deposit limit of 50.00 with
//   45.00 deposited today, a daily loss limit of 100.00 with 95.00 lost today, and a raise of the
//   deposit limit to 500.00 waiting out its 24 hours.
// Run at every start and idempotent: a break or exclusion is put back only once it has ended, and
// `limited` is put back once per UTC day (so a long-lived database keeps showing it).
import { CASINO_KEYS, type CasinoKey } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { Db } from '../db/database';
import { findPlayerByUsername, type PlayerRow } from '../db/players';
import { activeBreak, activeExclusion, saveBreak, saveExclusion } from './access-store';
import { RAISE_DELAY_MS } from './limit-rules';
import { breakUntil, exclusionUntil } from './periods';
import { protectionProfileOf } from './profiles';
import { writeLimit } from './protection-store';

export const LIMITED_DEMO = {
  depositDayCents: 5_000,
  depositedTodayCents: 4_500,
  lossDayCents: 10_000,
  lostTodayCents: 9_500,
  pendingDepositDayCents: 50_000,
};

function seedLimited(db: Db, player: PlayerRow, catalogue: Catalogue, now: number): void {
  const marker = `protection-demo:${new Date(now).toISOString().slice(0, 10)}`;
  const deposited = db
    .prepare(
      `INSERT INTO deposits (player_id, nonce, amount_cents, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (player_id, nonce) DO NOTHING`,
    )
    .run(player.id, marker, LIMITED_DEMO.depositedTodayCents, now).changes;
  if (deposited === 0) return; // already put back today
  // history only: the seeded balance already holds what is left
  const game = catalogue.games.find((g) => g.category === 'online-slots' && g.game_lock === 0);
  if (game) {
    db.prepare(
      `INSERT INTO bets (player_id, shortname, provider, round_id, stake_cents, win_cents,
         balance_after_cents, real_money, free_spin, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, 1, 0, ?) ON CONFLICT (player_id, round_id) DO NOTHING`,
    ).run(
      player.id,
      game.shortname,
      game.provider,
      marker,
      LIMITED_DEMO.lostTodayCents,
      player.balance_cents,
      now,
    );
  }
  writeLimit(
    db,
    player.person_id,
    'deposit_day',
    {
      value: LIMITED_DEMO.depositDayCents,
      pending: { value: LIMITED_DEMO.pendingDepositDayCents, effectiveAt: now + RAISE_DELAY_MS },
    },
    now,
  );
  writeLimit(
    db,
    player.person_id,
    'loss_day',
    { value: LIMITED_DEMO.lossDayCents, pending: null },
    now,
  );
}

export function seedProtectionDemo(
  db: Db,
  catalogueOf: (key: CasinoKey) => Catalogue,
  now = Date.now(),
): void {
  // a break, an exclusion and limits are the person's: one account of each demo person is enough
  const first = (username: string) =>
    CASINO_KEYS.map((casino) => findPlayerByUsername(db, casino, username)).find(Boolean);
  db.transaction(() => {
    const resting = first('resting');
    if (resting && !activeBreak(db, resting.person_id, now)) {
      saveBreak(db, resting.person_id, '7d', breakUntil('7d', now), now);
    }
    const excluded = first('excluded');
    if (excluded && !activeExclusion(db, excluded.person_id, now)) {
      const record = {
        profile: protectionProfileOf(excluded.casino_key).profile,
        startedAt: now,
        until: exclusionUntil('6m', now),
        endRequestedAt: null,
        endsAt: null,
      };
      saveExclusion(db, excluded.person_id, '6m', record);
    }
    // seeded on the first account whose casino offers money limits (fun money has none)
    const casino = CASINO_KEYS.find((key) => protectionProfileOf(key).money_limits);
    const limited = casino && findPlayerByUsername(db, casino, 'limited');
    if (casino && limited) seedLimited(db, limited, catalogueOf(casino), now);
  })();
}
