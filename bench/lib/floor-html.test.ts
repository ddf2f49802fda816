import { FLOOR_SCRIPT, floorHtml } from './floor-html.cjs';

const SITE_HOME =
  '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'">' +
  '<script defer="defer" src="/main.js"></script><link rel="stylesheet" href="/233.css">' +
  '<link rel="preload" as="script" href="/444.js" fetchpriority="low">' +
  '<link rel="preload" href="/api/getconfig" as="fetch" crossorigin>' +
  '<script type="application/json" id="parlor-boot">{"a":1}</script></head>' +
  '<body><div id="root" class="app-root"><a href="/tournaments">Tournaments</a></div></body></html>';

describe('floorHtml', () => {
  const html = floorHtml(SITE_HOME);

  it("keeps the site's first screen, stylesheets and inline data", () => {
    expect(html).toContain(
      '<div id="root" class="app-root"><a href="/tournaments">Tournaments</a></div>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/233.css">');
    expect(html).toContain('<script type="application/json" id="parlor-boot">{"a":1}</script>');
  });

  it("runs the floor's script instead of the shell's, without the shell's preloads", () => {
    expect(html).toContain(`<script defer src="${FLOOR_SCRIPT}"></script></head>`);
    expect(html).not.toContain('src="/main.js"');
    expect(html).not.toContain('/444.js');
    expect(html).not.toContain('/api/getconfig');
    expect(html).not.toMatch(/Content-Security-Policy/i);
  });
});
