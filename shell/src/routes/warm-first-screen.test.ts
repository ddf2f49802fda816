import { callPrefetched, sessionStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { clearPrefetchedCalls, installFakeApi, makeConfig } from '@parlor/shared/testing';
import { warmFirstScreenData } from './warm-first-screen';

beforeEach(() => {
  clearPrefetchedCalls();
  sessionStore.getState().setConfig(makeConfig({ is_fusion: true, base_location: '' }));
  uiStore.getState().setLanguage('de');
});

it("asks for the opened page's first answers in the visitor's language, and the page finds them", async () => {
  const getTournaments = jest.fn(() => Promise.resolve({ tournaments: [] }));
  const getPromos = jest.fn(() => Promise.resolve({ custom_promos: [], regular_promos: [] }));
  installFakeApi({ getTournaments, getPromos });

  warmFirstScreenData('/tournaments');
  expect(getTournaments).toHaveBeenCalledWith({ lang: 'de' });
  // the page's own first load takes that answer: no second call
  await callPrefetched('getTournaments', { lang: 'de', home: false });
  expect(getTournaments).toHaveBeenCalledTimes(1);

  // under a base path, the promotions page
  warmFirstScreenData('/casino/promotions', '/casino/');
  expect(getPromos).toHaveBeenCalledWith({ lang: 'de', target: 'ucc_promotions' });
});

it('asks for nothing on a page that shows no such answers first', () => {
  const getTournaments = jest.fn(() => Promise.resolve({ tournaments: [] }));
  const getPromos = jest.fn(() => Promise.resolve({}));
  installFakeApi({ getTournaments, getPromos });
  for (const path of ['/', '/category/online-slots', '/no-such-page']) warmFirstScreenData(path);
  expect(getTournaments).not.toHaveBeenCalled();
  expect(getPromos).not.toHaveBeenCalled();
});
