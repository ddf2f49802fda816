import type { GameLaunchResponse } from '@parlor/shared/types';
import { EDGE } from '../catalogue/edge-cases';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { GAME_TEXTS, CASHIER_TEXTS } from './page-texts';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await login(t.app, 'alice');
});
afterAll(() => t.close());

async function slotToken(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/controller?gamelauncher',
    headers: {
      host: 'localhost:8080',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: alice,
    },
    payload: new URLSearchParams({ game: EDGE.jackpotNone, realmoney: '1' }).toString(),
  });
  const url = res.json<GameLaunchResponse>().games[0]!.url;
  return new URL(url).searchParams.get('token')!;
}

const gamePage = async (query: string) =>
  (
    await t.app.inject({
      url: `/games/demo/slot?token=${await slotToken()}${query}`,
      headers: { host: 'games.localhost:8080' },
    })
  ).body;

const cashier = async (cookie: string, query = '') =>
  (
    await t.app.inject({
      url: `/pages/cashier${query}`,
      headers: { host: 'localhost:8080', cookie },
    })
  ).body;

describe('the demo game and cashier pages speak the player’s language', () => {
  it('has every text in German, Spanish and French', () => {
    for (const table of [GAME_TEXTS, CASHIER_TEXTS]) {
      for (const lang of ['de', 'es', 'fr'] as const) {
        expect(Object.keys(table[lang] ?? {}).sort()).toEqual(Object.keys(table.en).sort());
      }
    }
  });

  it('a game frame follows the lang the site passes', async () => {
    const de = await gamePage('&lang=de');
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('>Drehen</button>');
    expect(de).toContain('>Einzahlen</button>');
    expect(de).toContain('Echtgeld');
    // the script's messages travel with the page
    expect(de).toContain('Sie gewinnen {amount}!');
    const fr = await gamePage('&lang=fr');
    expect(fr).toContain('>Lancer</button>');
    expect(fr).toContain('Argent réel');
    expect(await gamePage('')).toContain('>Spin</button>');
  });

  it('an ended session says so in the player’s language', async () => {
    const res = await t.app.inject({
      url: '/games/demo/slot?token=nope&lang=es',
      headers: { host: 'games.localhost:8080' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Juego no disponible');
  });

  it('the cashier follows the lang cookie, or a lang parameter', async () => {
    const fr = await cashier(`${alice}; lang=fr`);
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('<h1>Caisse</h1>');
    expect(fr).toContain('>Déposer</button>');
    expect(fr).toContain('Montant du dépôt (USD)');
    const es = await cashier(alice, '?lang=es');
    expect(es).toContain('<h1>Cajero</h1>');
    expect(es).toContain('>Retiros</a>');
    const de = await cashier(`${alice}; lang=de`, '?deposit=ok');
    expect(de).toContain('Einzahlung erhalten. Viel Glück!');
    expect(de).toContain('zurück zur Lobby');
    const en = await cashier(alice);
    expect(en).toContain('<h1>Cashier</h1>');
  });
});
