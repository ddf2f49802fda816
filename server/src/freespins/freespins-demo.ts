// The free spins state of the demo accounts, so that every rule has an account that shows it
// (README's table); the others have confirmed their email. Run at every start: rows are only added, and the deposit history of the
// eligible accounts is topped up each New York day so they stay eligible on a long-lived database.
import { createHash } from 'node:crypto';
import type { CasinoKey } from '../casinos/casinos';
import { CASINO_KEYS } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { Db } from '../db/database';
import { findPlayerByUsername } from '../db/players';
import { DEMO_ACCOUNTS } from '../db/seed';
import { newYorkDay, type Campaign } from './freespins-rules';
import { dfsGame } from './freespins-store';

interface DemoProfile {
  campaign?: Campaign;
  emailClicked?: boolean;
  /** a recent deposit on record (the minimum-deposit rule) */
  deposit?: boolean;
  /** unplayed free spins on the campaign game (active coupon) */
  activeSpins?: number;
}

export const FREE_SPINS_DEMO: Record<string, DemoProfile> = {
  spinner: { deposit: true },
  lucky: { deposit: true },
  unverified: { deposit: true, emailClicked: false },
  hunter: { deposit: true, activeSpins: 10 },
  nocampaign: { deposit: true, campaign: 'none' },
  nogame: { deposit: true, campaign: 'no_game' },
  notemplate: { deposit: true, campaign: 'no_template' },
  mailerror: { deposit: true, campaign: 'email_check_error' },
};

export function seedFreeSpinsDemo(
  db: Db,
  catalogueOf: (key: CasinoKey) => Catalogue,
  now = Date.now(),
): void {
  const day = newYorkDay(now);
  const nonce = createHash('sha256').update(`dfs-demo:${day}`).digest('hex').slice(0, 32);
  db.transaction(() => {
    for (const casino of CASINO_KEYS) {
      // every demo account has confirmed its email unless its profile says otherwise
      for (const { username } of DEMO_ACCOUNTS) {
        const profile = FREE_SPINS_DEMO[username] ?? {};
        const player = findPlayerByUsername(db, casino, username);
        if (!player) continue;
        const created =
          db
            .prepare(
              'INSERT OR IGNORE INTO dfs_players (player_id, campaign, email_clicked) VALUES (?, ?, ?)',
            )
            .run(player.id, profile.campaign ?? 'daily', profile.emailClicked === false ? 0 : 1)
            .changes === 1;
        if (profile.deposit) {
          // history only: the seeded balance already includes it
          db.prepare(
            'INSERT OR IGNORE INTO deposits (player_id, nonce, amount_cents, created_at) VALUES (?, ?, ?, ?)',
          ).run(player.id, nonce, 2_000, now);
        }
        const game = dfsGame(catalogueOf(casino));
        if (created && profile.activeSpins && game) {
          db.prepare(
            `INSERT INTO free_spin_grants (player_id, source, shortname, provider, spins, remaining, created_at)
             VALUES (?, 'demo', ?, ?, ?, ?, ?)`,
          ).run(
            player.id,
            game.shortname,
            game.provider,
            profile.activeSpins,
            profile.activeSpins,
            now,
          );
        }
      }
    }
  })();
}
