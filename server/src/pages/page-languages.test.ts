import { REFUSAL_MESSAGES } from '../freespins/loyalty-keywords';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { DFS_SUMMARY_TEXTS } from './server-page-texts';

let t: TestApp;
let alice: { fusion: string; classic: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = {
    fusion: await login(t.app, 'alice'),
    classic: await login(t.app, 'alice', 'classic.localhost:8080'),
  };
});
afterAll(() => t.close());

const get = (url: string, lang: string | null, session = '', host = 'localhost:8080') =>
  t.app.inject({
    url,
    headers: {
      host,
      cookie: [lang ? `lang=${lang}` : '', session].filter(Boolean).join('; '),
    },
  });

describe('the server’s pages speak the visitor’s language', () => {
  it.each([
    ['de', 'AGB', 'Die Regeln dieses Demo-Casinos.', 'Parlor Fusion: zurück zur Lobby'],
    [
      'es',
      'Términos y condiciones',
      'Las reglas de este casino de demostración.',
      'volver al lobby',
    ],
    ['fr', 'Conditions générales', 'Les règles de ce casino de démonstration.', 'retour au lobby'],
    ['en', 'Terms &amp; Conditions', 'The rules of this demo casino.', 'back to the lobby'],
  ])('a config page in %s', async (lang, title, text, back) => {
    const res = await get('/pages/terms', lang);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain(text);
    expect(res.body).toContain(back);
  });

  it('the sign-up form, its messages and the page not found', async () => {
    const signup = await get('/pages/signup', 'de');
    expect(signup.body).toContain('<h1>Registrieren</h1>');
    expect(signup.body).toContain('Vorname <input name="fname"');
    expect(signup.body).toContain('data-username-taken="Dieser Benutzername ist vergeben.');
    const missing = await get('/pages/nowhere', 'es');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Perdido en la baraja.');
  });

  it('the dashboard, the message center, loyalty and the daily free spins summary', async () => {
    const account = await get('/dashboard/', 'fr', alice.fusion);
    expect(account.body).toContain('<h1>Mon compte</h1>');
    expect(account.body).toContain('Solde : 500.00 USD');
    const inbox = await get('/dashboard/messagecenter', 'de', alice.fusion);
    expect(inbox.body).toContain('<h1>Nachrichten</h1>');
    const loyalty = await get('/dashboard/loyalty', 'es', alice.classic, 'classic.localhost:8080');
    expect(loyalty.body).toContain('Puntos de fidelidad:');
    const spins = await get('/dashboard/loyalty/dailyfreespins', 'fr', alice.fusion);
    expect(spins.body).toContain('<h1>Tours gratuits quotidiens</h1>');
    expect(spins.body).toContain('Ouvrir les tours gratuits quotidiens');
    // alice has made no recent deposit
    expect(spins.body).toContain('Un dépôt d’au moins 10.00 au cours des 7 derniers jours');
    const guest = await get('/dashboard/', 'de');
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toContain('Melde dich an, um diese Seite zu sehen.');
  });

  it('the demo mailbox', async () => {
    const guest = await get('/pages/mailbox', 'de');
    expect(guest.body).toContain('Melde dich an, um dein Postfach zu sehen.');
    const empty = await get('/pages/mailbox', 'es', alice.fusion);
    expect(empty.body).toContain('No hay correos nuevos para');
  });

  it('an explicit lang parameter comes first; without a choice the casino’s language', async () => {
    expect((await get('/pages/banking?lang=fr', 'de')).body).toContain('<h1>Paiements</h1>');
    // the shell follows the casino config's language before the browser's: so do the pages
    const browser = await t.app.inject({
      url: '/pages/banking',
      headers: { host: 'localhost', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(browser.body).toContain('<h1>Banking</h1>');
  });

  it('refuses in the visitor’s language', async () => {
    const guest = await get('/api/controller?getBalance', 'de');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: 'Bitte melde dich zuerst an', code: 'auth_required' });
    const english = await get('/api/controller?getBalance', null);
    expect(english.json()).toEqual({ error: 'Log in first', code: 'auth_required' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:8080', cookie: 'lang=fr' },
      payload: { username: 'alice', password: 'not-the-password' },
    });
    expect(wrong.json().error).toBe('Nom d’utilisateur ou mot de passe incorrect');
  });

  it('says in English what the free spins redeem call says', () => {
    for (const [reason, message] of Object.entries(REFUSAL_MESSAGES)) {
      expect(
        DFS_SUMMARY_TEXTS.en[reason as keyof typeof REFUSAL_MESSAGES]
          .replace('{amount}', '10.00')
          .replace('{days}', '7'),
      ).toBe(message);
    }
  });
});
