// The cashier's deposit limit offer before a person's first deposit, and where a refused deposit
// sends the player for help.
import { api, deposit, HOSTS } from '../testing/protection-kit';
import { createPeopleApp, signUp, type PeopleApp } from '../testing/people-kit';
import { login, markAgeVerified } from '../testing/test-app';

let t: PeopleApp;
beforeAll(async () => {
  t = await createPeopleApp();
});
afterAll(() => t.close());

const cashier = (cookie: string, host: string = HOSTS.fusion, lang = 'en') =>
  t.app.inject({ url: '/pages/cashier', headers: { host, cookie: `lang=${lang}; ${cookie}` } });

describe('the deposit limit offer', () => {
  it('comes before the first deposit, above a deposit form that stays usable', async () => {
    const { cookie } = await signUp(t.app, { host: HOSTS.classic });
    const page = (await cashier(cookie, HOSTS.classic)).body;
    expect(page).toContain('<h2 id="limit-offer-title">Set a deposit limit</h2>');
    for (const [kind, label] of [
      ['deposit_day', 'Daily limit (USD)'],
      ['deposit_week', 'Weekly limit (USD)'],
      ['deposit_month', 'Monthly limit (USD)'],
    ]) {
      expect(page).toContain(`${label} <input name="${kind}" data-kind="${kind}"`);
    }
    expect(page).toContain('action="/api/protection/limits"');
    expect(page).toContain('id="limit-offer-skip">No limit for now</button>');
    expect(page.indexOf('limit-offer')).toBeLessThan(page.indexOf('id="deposit-form"'));
    expect(page).toContain('<script src="/pages/assets/deposit-limit-offer.js" defer></script>');
    expect(page).not.toMatch(/<script(?![^>]*\ssrc="\/)/);
    const script = await t.app.inject({
      url: '/pages/assets/deposit-limit-offer.js',
      headers: { host: HOSTS.classic },
    });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('JSON.stringify({ kind: kind, value: change.value })');
    // what the script sends is what the protection route takes
    const set = await api(
      t,
      'POST',
      '/api/protection/limits',
      cookie,
      { kind: 'deposit_week', value: 5_000 },
      HOSTS.classic,
    );
    expect(set.statusCode).toBe(200);
    expect((await cashier(cookie, HOSTS.classic)).body).toContain(
      'name="deposit_week" data-kind="deposit_week" inputmode="decimal" autocomplete="off" value="50.00"',
    );
    // the deposit form works with the offer on the page
    const paid = await deposit(t, cookie, '25', 'text/html', HOSTS.classic);
    expect(paid.statusCode).toBe(303);
    expect((await cashier(cookie, HOSTS.classic)).body).not.toContain('id="limit-offer"');
  });

  it('is the person’s: a deposit in another casino ends it everywhere', async () => {
    const who = await signUp(t.app, { host: HOSTS.classic, prefix: 'offer' });
    expect((await deposit(t, who.cookie, '10', 'text/html', HOSTS.classic)).statusCode).toBe(303);
    // the same person's fusion account
    const fusion = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: HOSTS.fusion },
      payload: {
        username: `${who.username.slice(0, 28)}_f`,
        password: 'demo1234',
        fname: 'Pat',
        lname: 'Person',
        email: who.email,
        dob: '1990-05-20',
        terms: 'on',
      },
    });
    expect(fusion.statusCode).toBe(201);
    const cookie = fusion.headers['set-cookie']!.toString().split(';')[0]!;
    expect((await cashier(cookie)).body).not.toContain('id="limit-offer"');
  });

  it('shows the limit asked at sign-up, speaks the visitor’s language, and is not made in fun money', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: HOSTS.fusion },
      payload: {
        username: `limit_${process.pid}`.slice(0, 32),
        password: 'demo1234',
        fname: 'Lee',
        lname: 'Limit',
        email: `limit_${process.pid}@example.com`,
        dob: '1985-03-03',
        terms: 'on',
        deposit_limit: '50',
      },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    expect((await cashier(cookie)).body).toContain(
      'name="deposit_day" data-kind="deposit_day" inputmode="decimal" autocomplete="off" value="50.00"',
    );
    const words = {
      de: 'Einzahlungslimit festlegen',
      es: 'Fija un límite de depósito',
      fr: 'Fixer une limite de dépôt',
    };
    for (const [lang, title] of Object.entries(words)) {
      expect((await cashier(cookie, HOSTS.fusion, lang)).body).toContain(title);
    }
    const fun = await signUp(t.app, { host: HOSTS.fun });
    expect((await cashier(fun.cookie, HOSTS.fun)).body).not.toContain('id="limit-offer"');
  });
});

describe('a refused deposit', () => {
  it('links the responsible gaming page and names the casino’s help contacts', async () => {
    const fusion = await login(t.app, 'limited');
    markAgeVerified(t.app, 'limited@example.com');
    const refused = await deposit(t, fusion, '25');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('data-code="limit_reached"');
    expect(refused.body).toContain('<a href="/responsible-gaming">Responsible gaming</a>');
    expect(refused.body).toContain('BeGambleAware</a> 0808 8020 133');
    expect(refused.body).toContain('GamCare</a>');
    const classic = await login(t.app, 'limited', HOSTS.classic);
    const mga = await deposit(t, classic, '25', 'text/html', HOSTS.classic);
    expect(mga.statusCode).toBe(403);
    expect(mga.body).toContain('Responsible Gaming Foundation Malta</a> 1777');
  });
});
