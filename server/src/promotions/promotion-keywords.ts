// Controller keywords of the promotions area: promos, winners, game of the month, the sticky
// banner, the named widgets, the widget markup endpoints and the sandboxed frame that runs a
// promo's operator script. docs/promotions.md describes the rules.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  GameOfTheMonth,
  Lang,
  PromosResponse,
  StickyBanner,
  Widget,
} from '@parlor/shared/types';
import { readCookie } from '../auth/cookies';
import { assetsOrigin } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';
import type { AppContext } from '../context';
import type { KeywordDef, KeywordMap } from '../controller/keyword';
import { escapeHtml, field, sendError, sendHtml } from '../http';
import { isLang, langOrEnglish } from '@parlor/site';
import { customPromos, regularPromos } from './promo-catalogue';
import { listWinners } from './winners';

/** The language of a GET block: ?lang=, else the visitor's language cookie, else English. */
function requestLang(request: FastifyRequest): Lang {
  const q = field(request.query, 'lang');
  if (isLang(q)) return q;
  return langOrEnglish(readCookie(request, 'lang'));
}

type Texts = Record<Lang, string>;

const WIDGET_TEXT: Record<string, { title: Texts; body: Texts }> = {
  escapepodwidget: {
    title: {
      en: 'Escape Pod',
      de: 'Rettungskapsel',
      es: 'Cápsula de escape',
      fr: 'Capsule de secours',
    },
    body: {
      en: 'Lost a round? Get 10% of it back tonight.',
      de: 'Runde verloren? Heute Abend gibt es 10 % zurück.',
      es: '¿Perdiste una ronda? Recupera el 10 % esta noche.',
      fr: 'Une manche perdue ? Récupérez-en 10 % ce soir.',
    },
  },
  crewponwidget: {
    title: { en: 'Crewpon', de: 'Crewpon', es: 'Crewpon', fr: 'Crewpon' },
    body: {
      en: 'Team up: your crew’s spins unlock a shared coupon.',
      de: 'Gemeinsam drehen: die Spins deiner Crew schalten einen Gutschein frei.',
      es: 'En equipo: los giros de tu grupo desbloquean un cupón.',
      fr: 'En équipe : les tours de votre groupe débloquent un coupon.',
    },
  },
  fortunetellerwidget: {
    title: { en: 'Fortune Teller', de: 'Wahrsagerin', es: 'Adivina', fr: 'Voyante' },
    body: {
      en: 'Today’s lucky theme: Ancient Egypt.',
      de: 'Glücksthema des Tages: Altes Ägypten.',
      es: 'Tema de la suerte de hoy: Antiguo Egipto.',
      fr: 'Thème porte-bonheur du jour : Égypte ancienne.',
    },
  },
};

/** Where a widget leads: our promotions, or (the fortune teller) a partner's site. */
const WIDGET_LINKS: Record<string, string> = {
  fortunetellerwidget: 'https://fortune.example/today',
};

const BANNER: Texts = {
  en: 'Weekend reload: 50% up to 200 on your next deposit.',
  de: 'Wochenend-Reload: 50 % bis 200 auf deine nächste Einzahlung.',
  es: 'Recarga de fin de semana: 50 % hasta 200 en tu próximo depósito.',
  fr: 'Recharge du week-end : 50 % jusqu’à 200 sur votre prochain dépôt.',
};

const GOTM: { title: Texts; description: Texts; cta: Texts } = {
  title: { en: '{game}', de: '{game}', es: '{game}', fr: '{game}' },
  description: {
    en: 'Our pick this month: {game} by {provider}. Big reels, bigger moments.',
    de: 'Unsere Wahl des Monats: {game} von {provider}. Große Walzen, größere Momente.',
    es: 'Nuestra elección del mes: {game} de {provider}. Grandes rodillos, mejores momentos.',
    fr: 'Notre choix du mois : {game} de {provider}. De grands rouleaux, de grands moments.',
  },
  cta: { en: 'Play now', de: 'Jetzt spielen', es: 'Jugar ahora', fr: 'Jouer maintenant' },
};

const MARKUP: Record<'promotion' | 'synth', { title: Texts; body: Texts }> = {
  promotion: {
    title: { en: 'Promotions', de: 'Aktionen', es: 'Promociones', fr: 'Promotions' },
    body: {
      en: 'New offers every week.',
      de: 'Jede Woche neue Angebote.',
      es: 'Nuevas ofertas cada semana.',
      fr: 'De nouvelles offres chaque semaine.',
    },
  },
  synth: {
    title: { en: 'Synth games', de: 'Synth-Spiele', es: 'Juegos synth', fr: 'Jeux synth' },
    body: {
      en: 'Fireworks included.',
      de: 'Feuerwerk inklusive.',
      es: 'Fuegos artificiales incluidos.',
      fr: 'Feux d’artifice inclus.',
    },
  },
};

/** The game of the month: one playable slot, chosen by the month so it changes each month. */
export function gameOfTheMonth(
  catalogue: Catalogue,
  lang: Lang,
  assets: string,
  now = new Date(),
): GameOfTheMonth | null {
  const slots = catalogue.games.filter(
    (g) => g.category === 'online-slots' && g.game_lock === 0 && g.pre_release === 0,
  );
  if (slots.length === 0) return null;
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const game = slots[(month * 31) % slots.length]!;
  const fill = (s: string) =>
    s.replace('{game}', game.display_name).replace('{provider}', game.provider);
  return {
    id: game.id,
    title: fill(GOTM.title[lang]),
    image: `${assets}/games/${game.shortname}/${game.provider}/landscape.jpg`,
    description: fill(GOTM.description[lang]),
    cta: { label: GOTM.cta[lang], link: `/play/${game.shortname}` },
  };
}

/** A standalone HTML document for a frame, with a policy of its own. */
function sendFrameDocument(reply: FastifyReply, body: string, csp: string): FastifyReply {
  return sendHtml(
    reply,
    `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`,
    { headers: { 'content-security-policy': csp } },
  );
}

/**
 * Operator scripts run here only: the page is served with the CSP `sandbox allow-scripts` (an
 * opaque origin even when opened directly: no cookies, no storage, no access to the site, no
 * dialogs, no navigation of the top window) and the client frames it with the same sandbox.
 */
const OPERATOR_FRAME_CSP =
  "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; " +
  "style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";
/**
 * Operator markup served as a document (`widgethtml`): nothing of the operator's may run (no
 * script source at all), but the sandbox allows scripts, in an opaque origin, so that the
 * browser's accessibility tools can read the frame (a frame where nothing can run at all cannot
 * be audited, and such tools hang on it).
 */
const MARKUP_CSP =
  "sandbox allow-scripts; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export function promotionKeywords(ctx: AppContext): KeywordMap {
  const assetsOf = (hostname: string) =>
    assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort });
  const plain = (reply: FastifyReply, body: unknown) =>
    reply.header('cache-control', 'no-store').send(body);

  const widget = (kind: string): KeywordDef => ({
    methods: ['GET'],
    player: false,
    answer: 'plain',
    handle: ({ request, reply, casino }) => {
      if (kind === 'fortunetellerwidget' && casino.fun_money_casino) {
        return sendError(reply, 404, 'not_found', 'This casino has no such widget');
      }
      const lang = requestLang(request);
      const text = WIDGET_TEXT[kind]!;
      const body: Widget = {
        id: kind.replace(/widget$/, ''),
        kind,
        title: text.title[lang],
        html: `<p>${escapeHtml(text.body[lang])}</p>`,
        link: WIDGET_LINKS[kind] ?? '/promotions',
      };
      return plain(reply, body);
    },
  });

  const defs: KeywordMap = {
    getpromos: {
      methods: ['POST'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, casino, catalogue, hostname }) => {
        const lang = field(request.body, 'lang');
        const target = field(request.body, 'target');
        const regularOnly = field(request.body, 'regular_only');
        if (!isLang(lang) || (target !== 'ucc_lobby' && target !== 'ucc_promotions')) {
          return sendError(
            reply,
            400,
            'invalid_input',
            'expected lang (en, de, es or fr) and target (ucc_lobby or ucc_promotions)',
          );
        }
        if (regularOnly !== undefined && regularOnly !== '1' && regularOnly !== '0') {
          return sendError(reply, 400, 'invalid_input', 'regular_only must be 1 or 0');
        }
        const q = { casino, catalogue, lang, assets: assetsOf(hostname) };
        const body: PromosResponse = {
          custom_promos: regularOnly === '1' ? [] : customPromos(q),
          // the lobby only places custom promos; the cards belong to the promotions page
          regular_promos: target === 'ucc_promotions' ? regularPromos(q) : [],
          category: 'casino',
        };
        return plain(reply, body);
      },
    },
    winners: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ reply, casino, catalogue }) =>
        plain(reply, listWinners(ctx.db, casino, catalogue)),
    },
    gameofthemonth: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, catalogue, hostname }) =>
        plain(reply, gameOfTheMonth(catalogue, requestLang(request), assetsOf(hostname))),
    },
    stickybanner: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, casino }) => {
        const body: StickyBanner = casino.fun_money_casino
          ? {}
          : { id: 'weekend-reload', text: BANNER[requestLang(request)], link: '/promotions' };
        return plain(reply, body);
      },
    },
    // the markup endpoints of the promotion and synth-games widgets: a fragment and a document
    widget: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply }) => {
        const name = field(request.query, 'name');
        if (name !== 'promotion' && name !== 'synth') {
          return sendError(reply, 400, 'invalid_input', 'name must be promotion or synth');
        }
        const lang = requestLang(request);
        const m = MARKUP[name];
        return plain(reply, {
          html: `<h3>${escapeHtml(m.title[lang])}</h3><p>${escapeHtml(m.body[lang])}</p>`,
        });
      },
    },
    widgethtml: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply }) => {
        const name = field(request.query, 'name');
        if (name !== 'promotion' && name !== 'synth') {
          return sendError(reply, 400, 'invalid_input', 'name must be promotion or synth');
        }
        const lang = requestLang(request);
        const m = MARKUP[name];
        return sendFrameDocument(
          reply,
          `<style>body{margin:8px;font:14px/1.4 system-ui,sans-serif;color:#1b1b1f}h3{margin:0 0 4px}</style>` +
            `<h3>${escapeHtml(m.title[lang])}</h3><p>${escapeHtml(m.body[lang])}</p>`,
          MARKUP_CSP,
        );
      },
    },
    promoframe: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, casino, catalogue, hostname }) => {
        const id = Number(field(request.query, 'id'));
        const entry = Number(field(request.query, 'entry') ?? '0');
        if (!Number.isInteger(id) || !Number.isInteger(entry) || entry < 0 || entry > 20) {
          return sendError(reply, 400, 'invalid_input', 'expected id and entry (integers)');
        }
        const q = { casino, catalogue, lang: requestLang(request), assets: assetsOf(hostname) };
        const promo = [...customPromos(q), ...regularPromos(q)].find((p) => p.id === id);
        const data = promo?.data?.[entry];
        if (!data) return sendError(reply, 404, 'not_found', 'No such promo content');
        // The operator's own markup, as the operator wrote it: it is isolated by the sandbox.
        const css = (data.css ?? '').replace(/<\/style/gi, '<\\/style');
        const js = (data.js ?? '').replace(/<\/script/gi, '<\\/script');
        return sendFrameDocument(
          reply,
          `<style>${css}</style>${data.html ?? ''}<script>${js}</script>`,
          OPERATOR_FRAME_CSP,
        );
      },
    },
  };
  // the named widgets (the fortune teller is not in fun-money casinos)
  for (const kind of Object.keys(WIDGET_TEXT)) defs[kind] = widget(kind);
  return defs;
}
