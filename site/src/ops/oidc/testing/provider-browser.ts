// A browser at the tests' provider: follows its redirects with its cookies and fills in its login
// page as `account`, until the provider sends it back to the console (OPS_HOST); answers that
// address, code and state in its query. Shared by the sign-in test and the callback's fuzz test.
import { OPS_HOST } from '../../testing/ops-test-kit';

export async function atProvider(start: string, account: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  let form: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: form }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = response.headers.get('location');
    form = undefined;
    if (location) {
      const next = new URL(location, url);
      if (next.host === OPS_HOST) return next;
      url = next.href;
      continue;
    }
    // the provider's own login page: its form, as a person fills it in
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no login form at ${url} (${response.status}): ${page}`);
    url = new URL(action.replaceAll('&#x2F;', '/'), url).href;
    form = new URLSearchParams({ prompt: 'login', login: account, password: 'any' }).toString();
  }
  throw new Error('the provider never sent the browser back');
}
