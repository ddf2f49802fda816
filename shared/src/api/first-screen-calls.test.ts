import { firstScreenCall } from './first-screen-calls';

const path = '/api/controller';
const call = (method: string, url: string, body = '') =>
  firstScreenCall({ method, url, body }, path);

it('takes the calls of a guest first screen, as the controller client sends them', () => {
  expect(call('POST', '/api/controller?gettournaments', 'lang=en')).toBe('gettournaments');
  expect(call('POST', '/api/controller?getpromos', 'lang=de&target=ucc_promotions')).toBe(
    'getpromos',
  );
  expect(call('GET', '/api/controller?winners')).toBe('winners');
  expect(firstScreenCall({ method: 'GET', url: '/c?x=1&winners', body: '' }, '/c?x=1')).toBe(
    'winners',
  );
});

it("refuses any other call: a player's, a write, another path, extra query, an odd body", () => {
  expect(call('GET', '/api/controller?getBalance')).toBeNull();
  expect(call('POST', '/api/controller?gamelauncher', 'game=x&realmoney=1')).toBeNull();
  expect(call('POST', '/api/controller', 'setFavorite=1&action=add')).toBeNull();
  expect(call('GET', '/api/other?winners')).toBeNull();
  expect(call('GET', '//evil.example/api/controller?winners')).toBeNull();
  expect(call('GET', '/api/controller?winners&lang=en')).toBeNull();
  expect(call('GET', '/api/controller?winners', 'a=b')).toBeNull();
  expect(call('DELETE', '/api/controller?winners')).toBeNull();
  expect(call('POST', '/api/controller?getpromos', 'lang=en\r\nX: y')).toBeNull();
  expect(call('POST', '/api/controller?getpromos', `lang=${'a'.repeat(2000)}`)).toBeNull();
  expect(firstScreenCall({ method: 'GET', url: '//x?winners', body: '' }, '//x')).toBeNull();
});
