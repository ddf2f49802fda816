// The sign-up page asks the date of birth and the terms, offers a daily deposit limit and leaves
// marketing unticked, in the site's four languages; its script shows the sign-up's refusals.
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ termsVersion: '2031-07' });
});
afterAll(() => t.close());

const page = async (lang: string, host = 'localhost:8080') =>
  (await t.app.inject({ url: '/pages/signup', headers: { host, cookie: `lang=${lang}` } })).body;

describe('the sign-up page', () => {
  it.each([
    [
      'en',
      'Date of birth',
      'I am 18 or older and accept the <a href="/pages/terms">terms and conditions</a>',
      'Daily deposit limit (USD)',
      'Send me offers and news by e-mail',
    ],
    [
      'de',
      'Geburtsdatum',
      'Ich bin mindestens 18 Jahre alt und akzeptiere die <a href="/pages/terms">Allgemeinen Geschäftsbedingungen</a>',
      'Tägliches Einzahlungslimit (USD)',
      'Schickt mir Angebote und Neuigkeiten per E-Mail',
    ],
    [
      'es',
      'Fecha de nacimiento',
      'Tengo 18 años o más y acepto los <a href="/pages/terms">términos y condiciones</a>',
      'Límite de depósito diario (USD)',
      'Enviadme ofertas y novedades por correo electrónico',
    ],
    [
      'fr',
      'Date de naissance',
      'J’ai 18 ans ou plus et j’accepte les <a href="/pages/terms">conditions générales</a>',
      'Limite de dépôt quotidienne (USD)',
      'Envoyez-moi des offres et des nouvelles par e-mail',
    ],
  ])('asks the new fields in %s', async (lang, dob, terms, limit, marketing) => {
    const body = await page(lang);
    expect(body).toContain(`<html lang="${lang}">`);
    expect(body).toContain(`${dob} <input name="dob" type="date" autocomplete="bday" required>`);
    expect(body).toContain(
      `<input type="checkbox" name="terms" value="2031-07" required> <span>${terms}</span></label>`,
    );
    expect(body).toContain(`${limit} <input name="deposit_limit" inputmode="decimal"`);
    expect(body).toContain('aria-describedby="deposit-limit-hint"');
    expect(body).toContain(
      `<input type="checkbox" name="marketing"> <span>${marketing}</span></label>`,
    );
  });

  it('carries the refusals’ messages in the visitor’s language', async () => {
    const en = await page('en');
    expect(en).toContain('data-under-age="You must be 18 or older to sign up."');
    expect(en).toContain('data-terms-required="Please accept the terms and conditions');
    expect(en).toContain('data-account-exists="You already have an account with this casino.');
    expect(en).toContain(
      '<p id="signup-help" hidden><a href="/responsible-gaming">Responsible gaming</a></p>',
    );
    expect(await page('de')).toContain('data-under-age="Du musst mindestens 18 Jahre alt sein');
    expect(await page('es')).toContain('data-terms-required="Acepta los términos');
    expect(await page('fr')).toContain('data-account-exists="Vous avez déjà un compte');
    const script = (await t.app.inject({ url: '/pages/assets/signup.js' })).body;
    for (const code of ['under_age', 'terms_required', 'account_exists', 'self_excluded']) {
      expect(script).toContain(`'${code}'`);
    }
  });

  it('asks no deposit limit where the casino has no money limits, and labels every input', async () => {
    expect(await page('en', 'fun.localhost:8080')).not.toContain('name="deposit_limit"');
    const body = await page('en');
    const inputs = body.match(/<input [^>]*>/g) ?? [];
    expect(inputs.length).toBeGreaterThanOrEqual(9);
    // each input sits inside its label
    const labelled = body.match(/<label[^>]*>[^<]*(<span>)?[^<]*<input /g) ?? [];
    expect(labelled.length).toBe(inputs.length);
  });

  it('is signed up with what the form sends: the terms version ticked, marketing unticked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: 'localhost:8080' },
      payload: {
        fname: 'Form',
        lname: 'Filler',
        dob: '1991-04-04',
        email: 'form_filler@example.com',
        username: 'form_filler',
        password: 'demo1234',
        deposit_limit: '',
        terms: '2031-07',
      },
    });
    expect(res.statusCode).toBe(201);
    const row = t.app.parlor.db
      .prepare(
        "SELECT terms_version, marketing_consent FROM players WHERE username = 'form_filler'",
      )
      .get();
    expect(row).toEqual({ terms_version: '2031-07', marketing_consent: 0 });
  });
});
