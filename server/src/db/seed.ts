// Demo accounts (password demo1234), one row per casino. Idempotent: a player that already exists
// is left alone, and its messages/favorites are only seeded when the row is created.
// The fusion casino is seeded first, so its players get the ids 1-5 on a fresh database
// (sportsfan = 5, the default sportsbook whitelist).
import { hashPassword } from '../auth/password';
import { CASINO_KEYS, CASINOS, type CasinoKey } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import { EDGE } from '../catalogue/edge-cases';
import type { Db } from './database';
import {
  findPlayerByUsername,
  insertMessage,
  insertPlayer,
  recordRecentGame,
  setFavorite,
  type NewPlayer,
} from './players';

export const DEMO_PASSWORD = 'demo1234';

type DemoAccount = Omit<NewPlayer, 'casino_key' | 'password_hash'>;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'alice',
    fname: 'Alice',
    lname: 'Archer',
    email: 'alice@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 50_000,
    withdrawable_cents: 42_000,
    playthrough_cents: 1_500,
    bonus_cents: 2_500,
    comp_points: 1_240,
  },
  {
    username: 'newbie',
    fname: 'Nina',
    lname: 'Novak',
    email: 'newbie@example.com',
    class: 'new_player',
    class_display_name: 'New Player',
    balance_cents: 2_000,
    withdrawable_cents: 0,
    playthrough_cents: 2_000,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'vip',
    fname: 'Victor',
    lname: 'Vance',
    email: 'vip@example.com',
    class: 'vip',
    class_vip_level: 3,
    class_display_name: 'VIP Gold',
    balance_cents: 250_000,
    withdrawable_cents: 240_000,
    playthrough_cents: 0,
    bonus_cents: 10_000,
    comp_points: 98_500,
  },
  {
    username: 'broke',
    fname: 'Bruno',
    lname: 'Brooks',
    email: 'broke@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 250,
    withdrawable_cents: 250,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 15,
  },
  {
    username: 'sportsfan',
    fname: 'Sam',
    lname: 'Sterling',
    email: 'sportsfan@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 310,
  },
  // Daily free spins demo accounts (their campaign state: freespins/freespins-demo.ts).
  {
    username: 'spinner',
    fname: 'Sofia',
    lname: 'Spinwell',
    email: 'spinner@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'lucky',
    fname: 'Luca',
    lname: 'Lucky',
    email: 'lucky@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'unverified',
    fname: 'Uma',
    lname: 'Unger',
    email: 'unverified@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'hunter',
    fname: 'Hugo',
    lname: 'Hunter',
    email: 'hunter@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'nocampaign',
    fname: 'Noah',
    lname: 'Campbell',
    email: 'nocampaign@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'nogame',
    fname: 'Nora',
    lname: 'Gamble',
    email: 'nogame@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'notemplate',
    fname: 'Ned',
    lname: 'Templeton',
    email: 'notemplate@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'mailerror',
    fname: 'Mia',
    lname: 'Mailer',
    email: 'mailerror@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  // Player protection demo accounts (their state: protection/protection-demo.ts).
  {
    username: 'resting',
    fname: 'Rhea',
    lname: 'Restwell',
    email: 'resting@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'excluded',
    fname: 'Ezra',
    lname: 'Exley',
    email: 'excluded@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'limited',
    fname: 'Lena',
    lname: 'Limmer',
    email: 'limited@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 10_000,
    withdrawable_cents: 10_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
  {
    username: 'newface',
    fname: 'Nora',
    lname: 'Newface',
    email: 'newface@example.com',
    class: 'regular',
    class_display_name: 'Regular',
    balance_cents: 5_000,
    withdrawable_cents: 5_000,
    playthrough_cents: 0,
    bonus_cents: 0,
    comp_points: 0,
  },
];

/** The demo account whose age is not verified yet (README: how to verify it). */
export const UNVERIFIED_DEMO = 'newface';
/** The demo people's date of birth: adults, whatever the day. */
export const DEMO_DOB = '1990-01-01';

/**
 * The demo people as a licensed casino would have them: a date of birth, the age verified (but
 * `newface`, who shows the check), the current terms accepted and the tools seen. Run at every start: a database
 * made before people had these is brought up to date; a verification already done is kept.
 */
export function settleDemoPeople(db: Db, termsVersion: string): void {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const marks = emails.map(() => '?').join(', ');
  db.transaction(() => {
    db.prepare(`UPDATE persons SET dob = COALESCE(dob, ?) WHERE email IN (${marks})`).run(
      DEMO_DOB,
      ...emails,
    );
    db.prepare(
      `UPDATE persons SET age_verification = 'verified'
        WHERE email IN (${marks}) AND email <> ? AND age_verification = 'unverified'`,
    ).run(...emails, `${UNVERIFIED_DEMO}@example.com`);
    db.prepare(
      `UPDATE players SET terms_version = ? WHERE email IN (${marks}) AND terms_version IS NULL`,
    ).run(termsVersion, ...emails);
    // established players: the tools shown before a first stake (MGA) were shown long ago
    db.prepare(
      `UPDATE persons SET tools_seen_at = COALESCE(tools_seen_at, created_at)
        WHERE email IN (${marks})`,
    ).run(...emails);
  })();
}

const ALICE_MESSAGES = [
  {
    subject: 'Welcome to Parlor!',
    body: 'Thanks for joining us, Alice. Your welcome bonus is waiting in the cashier.',
    daysAgo: 30,
    read: true,
  },
  {
    subject: 'Your weekly cashback',
    body: 'We credited 10% cashback on last week\u2019s net losses to your bonus balance.',
    daysAgo: 7,
    read: true,
  },
  {
    subject: 'New games this week',
    body: 'Fresh releases just landed in the lobby. Take them for a spin!',
    daysAgo: 2,
    read: false,
  },
  {
    subject: 'Tournament starts soon',
    body: 'The weekend slots tournament starts on Friday. Join early for extra points.',
    daysAgo: 0,
    read: false,
  },
];

function firstGame(catalogue: Catalogue, shortname: string, provider?: string) {
  return catalogue.games.find(
    (g) => g.shortname === shortname && (!provider || g.provider === provider),
  );
}

/** Seed the demo accounts of every casino; returns how many players were created. */
export async function seedDemoAccounts(
  db: Db,
  catalogueOf: (key: CasinoKey) => Catalogue,
  now = Date.now(),
): Promise<number> {
  const missing: { casino: CasinoKey; account: DemoAccount }[] = [];
  for (const casino of CASINO_KEYS) {
    for (const account of DEMO_ACCOUNTS) {
      if (!findPlayerByUsername(db, casino, account.username)) missing.push({ casino, account });
    }
  }
  if (missing.length === 0) return 0;
  // The demo password is public, so one scrypt hash serves every demo row (a hash per row made
  // every server start and test app pay for dozens of scrypt runs); insert in one transaction.
  const hash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  db.transaction(() => {
    missing.forEach(({ casino, account }) => {
      const id = insertPlayer(db, {
        ...account,
        dob: DEMO_DOB,
        casino_key: casino,
        password_hash: hash,
        practicemode: CASINOS[casino].fun_money_casino,
      });
      if (id === null) return;
      created++;
      if (account.username !== 'alice') return;
      for (const m of ALICE_MESSAGES) {
        insertMessage(db, id, {
          subject: m.subject,
          body: m.body,
          sent_at: new Date(now - m.daysAgo * 86_400_000 - 3_600_000).toISOString(),
          read: m.read,
        });
      }
      const catalogue = catalogueOf(casino);
      const favorites = [
        firstGame(catalogue, EDGE.jackpotNone),
        firstGame(catalogue, EDGE.synth[0]),
        firstGame(catalogue, EDGE.multiProvider2, 'red-tiger'),
      ];
      for (const g of favorites)
        if (g) setFavorite(db, id, { shortname: g.shortname, provider: g.provider }, true);
      const recent = catalogue.games
        .filter((g) => g.category === 'online-slots' && g.game_lock === 0 && g.synth === 0)
        .slice(20, 24);
      recent.forEach((g, j) =>
        recordRecentGame(
          db,
          id,
          { shortname: g.shortname, provider: g.provider },
          now - j * 60_000,
        ),
      );
    });
  })();
  return created;
}
