// The one gate where money moves, kept as the code grows: every file that writes money (a balance,
// a bet, a deposit, a game session, a buy-in, free spins, a withdrawal) is one of the gated writers
// below, and each calls the gate. A new path that writes money without the gate fails here; add it
// to the table-driven test in person-rules.test.ts once it passes the gate.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const MONEY_WRITE =
  /UPDATE players SET balance_cents|INSERT (?:OR IGNORE )?INTO (?:deposits|bets|game_sessions|tournament_entries|free_spin_grants|withdrawals)\b/;

/** The functions that write money, each passing the protection gate inside its transaction. */
const GATED = [
  'games/game-sessions.ts',
  'games/cashier.ts',
  'tournaments/tournament-entries.ts',
  'freespins/freespins-store.ts',
  'cashier/withdrawals.ts',
];
/** The demo seeds: history written at start-up for the demo accounts, no player's request. */
const SEEDS = ['freespins/freespins-demo.ts', 'protection/protection-demo.ts'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

it('writes money only in the gated writers (and the demo seeds)', () => {
  const writers = sources(SRC)
    .filter((file) => MONEY_WRITE.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
  expect(writers.length).toBeGreaterThan(4);
  expect(writers.filter((file) => !GATED.includes(file) && !SEEDS.includes(file))).toEqual([]);
});

it('calls the gate in every gated writer', () => {
  for (const file of GATED) {
    const full = path.join(SRC, file);
    if (!fs.existsSync(full)) continue;
    expect([file, /passGate(?:For)?\(|gateRefusal\(/.test(fs.readFileSync(full, 'utf8'))]).toEqual([
      file,
      true,
    ]);
  }
});
