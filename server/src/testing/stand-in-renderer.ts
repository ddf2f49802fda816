// A stand-in for the shell's server renderer (`server/render.js` in the shell's build), written
// into a test's shell folder: the site's render worker loads it as it loads the real one, so the
// tests of the site's page read what the page does with a render (the real renderer needs the
// apps' production builds: the browser tests run it). It speaks the renderer's contract: it reads
// the catalogue it is given, makes the tournaments page's guest call, and names the modules its
// markup holds. `/providers/hangs` is late, `/providers/throws` fails.
import fs from 'node:fs';
import path from 'node:path';

const STAND_IN = String.raw`
const FORMAT = 'parlor-shell-renderer@1';
const MODULES = { '/': 'mf_lobby|./HomePage' };
exports.createPageRenderer = (host) => ({
  format: FORMAT,
  async render(request) {
    const url = new URL(request.url, 'http://site.invalid');
    if (url.pathname === '/providers/hangs') await new Promise((r) => setTimeout(r, 3000));
    if (url.pathname === '/providers/throws') throw new Error('a stand-in render fails');
    const games = await host.catalogue(request.catalogue);
    const answers = {};
    if (url.pathname === '/tournaments') {
      const call = { method: 'POST', url: request.boot.controller_path + '?gettournaments', body: 'lang=' + request.lang };
      const answer = await host.controller(call, request.ticket);
      answers['POST ' + call.url + ' ' + call.body] = answer.text;
    }
    const module = MODULES[url.pathname] ?? (url.pathname.startsWith('/category/') || url.pathname === '/all-games' ? 'mf_lobby|./GamesListPage' : null);
    const html = '<div class="stand-in" data-path="' + url.pathname + '" data-lang="' + request.lang + '" data-theme="' + request.theme + '"><header>' + request.config.casino_name + '</header><main>' + games.games.length + ' games</main></div>';
    return { html, answers, rendered: module ? [module] : [], clientRendered: [] };
  },
});
`;

/** Writes the stand-in renderer into the shell build folder `dist`. */
export function writeStandInRenderer(dist: string): void {
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server', 'render.js'), STAND_IN);
}
