import vm from 'node:vm';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LIVECHAT_SCRIPT } from './livechat-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('live-chat stand-in', () => {
  it('is served same-origin as JavaScript', async () => {
    const res = await t.app.inject({ url: '/livechat/widget.js', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toBe(LIVECHAT_SCRIPT);
  });

  it('defines the global widget object with show, hide and tags', () => {
    const window: Record<string, unknown> = {};
    vm.runInNewContext(LIVECHAT_SCRIPT, { window, document: { documentElement: { lang: 'de' } } });
    const widget = window.ParlorLiveChat as {
      showWidget: unknown;
      hideWidget: unknown;
      addTag(tag: string): void;
      tags(): string[];
    };
    expect(typeof widget.showWidget).toBe('function');
    expect(typeof widget.hideWidget).toBe('function');
    widget.addTag('vip');
    widget.addTag('vip');
    expect(widget.tags()).toEqual(['vip']);
  });
});
