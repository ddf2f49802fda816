// The standard variant's demo tournaments lobby page (framed by the site) and the tournaments'
// artwork: the tournaments area, a Fastify plugin registered by build-server.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { Lang } from '@parlor/shared/types';
import { escapeHtml, isKebab, sendHtml } from '../http';
import { langOrEnglish } from '@parlor/site';
import { toEasternIso } from './eastern-time';
import { seedTournament, tournamentBook, type BookEntry } from './tournament-book';
import { flipSeconds } from './tournament-keywords';
import { LOBBY_COPY } from './tournament-texts';

const ART_KINDS = new Set(['card', 'card-mobile', 'hero', 'hero-mobile']);
const TONES: Record<string, [string, string]> = {
  race: ['#3b1f7a', '#c2417a'],
  sprint: ['#7a1f2b', '#e0872f'],
  recurring: ['#0f4c5c', '#2fa37a'],
  classic: ['#2b2b52', '#6b5bd6'],
};

export function tournamentArtSvg(name: string, theme: string, kind: string): string {
  const [w, h] = kind.startsWith('hero')
    ? kind.endsWith('mobile')
      ? [600, 600]
      : [1600, 480]
    : kind.endsWith('mobile')
      ? [400, 300]
      : [640, 360];
  const [a, b] = TONES[theme] ?? TONES.race!;
  const size = Math.round(Math.min(w / 14, h / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.82}" cy="${h * 0.3}" r="${h * 0.22}" fill="#ffcf5c" opacity=".35"/><text x="${w / 2}" y="${h / 2}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeHtml(name)}</text></svg>`;
}

function lobbyHtml(casinoName: string, lang: Lang, book: BookEntry[]): string {
  const copy = LOBBY_COPY[lang];
  const section = (title: string, entries: BookEntry[]) => `
<section><h2>${escapeHtml(title)}</h2>${
    entries.length === 0
      ? `<p>${escapeHtml(copy.none)}</p>`
      : `<ul>${entries
          .map(({ tournament: t, window }) => {
            const prize = new Intl.NumberFormat(lang, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 0,
              minimumFractionDigits: 0,
            }).format(Math.trunc(t.prize_pool));
            return `<li id="${escapeHtml(t.shortname)}"><h3>${escapeHtml(t.name)}</h3><p>${escapeHtml(copy.prize)}: <strong>${escapeHtml(prize)}</strong></p><p>${escapeHtml(copy.from)} <time>${toEasternIso(window.start)}</time> ${escapeHtml(copy.to)} <time>${toEasternIso(window.end)}</time></p></li>`;
          })
          .join('')}</ul>`
  }</section>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.title)} | ${escapeHtml(casinoName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#14121f;color:#f4f1ff}
main{max-width:960px;margin:0 auto;padding:16px}
ul{list-style:none;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
li{background:#221e36;border-radius:12px;padding:12px}
li:target{outline:3px solid #ffcf5c}
h3{margin:0 0 6px;font-size:1.05rem}
time{color:#c9c3e9}
strong{color:#ffcf5c}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(copy.title)}</h1>
${section(
  copy.live,
  book.filter((e) => e.state === 'active'),
)}
${section(
  copy.upcoming,
  book.filter((e) => e.state === 'upcoming'),
)}
${section(
  copy.finished,
  book.filter((e) => e.state === 'finished'),
)}
</main>
</body>
</html>
`;
}

export const tournamentRoutes: FastifyPluginAsync<{ startedAt?: number }> = async (app, opts) => {
  const ctx = app.parlor;
  const startedAt = opts.startedAt ?? ctx.startedAt;

  app.get('/api/tournaments/lobby', async (request, reply) => {
    const { casino } = request;
    const lang = langOrEnglish((request.query as Record<string, unknown>).lang);
    const book = tournamentBook({
      catalogue: ctx.catalogueOf(casino),
      lang,
      startedAt,
      flipMs: flipSeconds() * 1000,
      now: Date.now(),
    });
    return sendHtml(reply, lobbyHtml(casino.casino_name, lang, book));
  });

  app.get('/api/tournaments/art/:shortname/:file', async (request, reply) => {
    const { shortname, file } = request.params as Record<string, string>;
    const kind = (file ?? '').replace(/\.svg$/, '');
    const seed = isKebab(shortname) ? seedTournament(shortname) : undefined;
    if (!seed || !file?.endsWith('.svg') || !ART_KINDS.has(kind)) {
      return reply.status(404).send({ error: 'Not found', code: 'not_found' });
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(tournamentArtSvg(seed.name, seed.theme, kind));
  });
};
