// The reference casino's promotions: custom promos (banners the operator places on pages) and
// regular promo cards, in four languages. They cover every placement rule and schedule kind of
// docs/promotions.md, a video promo, and one hostile promo whose operator content tries to escape.
import { isWebplayHomePromo } from '@parlor/shared/server';
import type { Game, Lang, Promo, PromoDisplayOn, PromoScheduleValues } from '@parlor/shared/types';
import type { CasinoDef } from '../casinos/casinos';
import type { Catalogue } from '../catalogue/generate-catalogue';

type Copy = Record<Lang, { title: string; text: string; cta: string; terms: string }>;

interface PromoDef {
  id: number;
  copy: Copy;
  /** an image of a catalogue game (index into the playable games), or a video */
  media: { game: number } | { video: string };
  ctaLink: string;
  ctaAttributes?: Record<string, string>;
  minDeposit: number | null;
  schedule: (now: Date) => PromoScheduleValues | null;
  displayOn: PromoDisplayOn | null;
  displayOnWebplay?: boolean;
  data?: Promo['data'];
}

const TERMS = {
  en: 'Wagering 30x the bonus within 7 days. One bonus per player. Full terms apply.',
  de: 'Umsatz 30x den Bonus innerhalb von 7 Tagen. Ein Bonus pro Spieler. Es gelten die AGB.',
  es: 'Apuesta 30 veces el bono en 7 días. Un bono por jugador. Se aplican los términos.',
  fr: 'Mise 30 fois le bonus sous 7 jours. Un bonus par joueur. Conditions complètes applicables.',
};

function copy(
  en: [string, string, string],
  de: [string, string, string],
  es: [string, string, string],
  fr: [string, string, string],
): Copy {
  const one = (lang: Lang, [title, text, cta]: [string, string, string]) => ({
    title,
    text,
    cta,
    terms: TERMS[lang],
  });
  return { en: one('en', en), de: one('de', de), es: one('es', es), fr: one('fr', fr) };
}

const inDays = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString();

const oneTime = (days: number) => (now: Date) => ({
  countdown: true,
  repeat_param: 'one_time' as const,
  end_at: inDays(now, days),
});
const daily = (endTime: string) => () => ({
  countdown: true,
  repeat_param: 'daily' as const,
  end_time: endTime,
});
const weekly = (days: string[], endTime: string) => () => ({
  countdown: true,
  repeat_param: 'weekly' as const,
  recurrence: ['weekly', days] as [string, string[]],
  weekly_end_time: endTime,
});
const noCountdown = () => ({ countdown: false });

/** Operator content that tries every way out: it must run nothing in the player's page. */
export const HOSTILE_DATA: NonNullable<Promo['data']> = [
  {
    html:
      '<h3>Mystery drop</h3><script>window.__parlorPwned = "script"; alert("script")</script>' +
      '<img src="x" onerror="window.__parlorPwned = \'onerror\'; alert(document.cookie)" alt="">' +
      '<a href="javascript:alert(document.cookie)">Claim the drop</a>' +
      '<p onmouseover="alert(1)">Win up to 500 free spins.</p>' +
      '<iframe src="javascript:alert(1)"></iframe><form action="https://evil.example"><input name="p"></form>',
    css:
      '@import url("https://evil.example/x.css"); .pwn, body, html { position: fixed; inset: 0; ' +
      'z-index: 2147483647; background: url("https://evil.example/pixel.gif") red; } ' +
      '* { display: block !important; } ' +
      // the host box itself, written so that a text filter would miss it
      ':h@font-face{}ost { position: fixed !important; inset: 0 !important; ' +
      'z-index: 2147483647 !important; contain: none !important; max-height: none !important; } ' +
      ':\\68 ost { position: fixed !important; inset: 0 !important; overflow: visible !important; }',
  },
  {
    html: '<p id="out">Operator script sandbox</p>',
    css: 'p { font: 14px sans-serif; }',
    js:
      'try { window.parent.__parlorPwned = "parent"; } catch (e) {}\n' +
      'try { window.top.document.body.innerHTML = "pwned"; } catch (e) {}\n' +
      'try { document.getElementById("out").textContent = "cookies: " + document.cookie; } catch (e) {\n' +
      '  document.getElementById("out").textContent = "Operator script ran in its sandbox"; }\n' +
      'try { alert("sandbox"); } catch (e) {}\n' +
      'try { window.top.location = "https://evil.example/"; } catch (e) {}',
  },
];

const CUSTOM: PromoDef[] = [
  {
    id: 101,
    copy: copy(
      ['Welcome Rocket', 'Double your first deposit up to 500.', 'Claim bonus'],
      ['Willkommensrakete', 'Verdopple deine erste Einzahlung bis 500.', 'Bonus holen'],
      ['Cohete de bienvenida', 'Duplica tu primer depósito hasta 500.', 'Obtener bono'],
      ['Fusée de bienvenue', 'Doublez votre premier dépôt jusqu’à 500.', 'Obtenir le bonus'],
    ),
    media: { game: 0 },
    ctaLink: '/pages/cashier',
    minDeposit: 20,
    schedule: oneTime(3),
    // no placement: home only, in webplay mode
    displayOn: null,
    displayOnWebplay: true,
  },
  {
    id: 102,
    copy: copy(
      ['Slots Weekend', 'Free spins on every slot all weekend long.', 'Play slots'],
      ['Slot-Wochenende', 'Freispiele auf jedem Slot das ganze Wochenende.', 'Slots spielen'],
      ['Fin de semana de slots', 'Giros gratis en cada slot todo el fin de semana.', 'Jugar slots'],
      ['Week-end machines à sous', 'Tours gratuits sur chaque machine tout le week-end.', 'Jouer'],
    ),
    media: { video: 'promos/slots-weekend.mp4' },
    ctaLink: '/category/online-slots',
    minDeposit: 25,
    schedule: weekly(['friday', 'saturday', 'sunday'], '23:59'),
    displayOn: { pages: ['promotions'], categories: ['table-games'] },
  },
  {
    id: 103,
    copy: copy(
      ['Popular Picks Cashback', '10% cashback on the most played games, every day.', 'See games'],
      [
        'Cashback auf Favoriten',
        '10 % Cashback auf die beliebtesten Spiele, täglich.',
        'Spiele ansehen',
      ],
      [
        'Reembolso en populares',
        '10 % de reembolso en los juegos más jugados, cada día.',
        'Ver juegos',
      ],
      [
        'Cashback sur les favoris',
        '10 % de cashback sur les jeux les plus joués, chaque jour.',
        'Voir les jeux',
      ],
    ),
    media: { game: 3 },
    ctaLink: '/subgroup/popular',
    ctaAttributes: { title: 'Popular games', target: '_self' },
    minDeposit: 10,
    schedule: daily('22:00'),
    displayOn: { pages: ['promotions'], sub_groups: ['popular'] },
  },
  {
    id: 104,
    copy: copy(
      ['Pharaoh’s Treasure Hunt', 'Ancient Egypt games pay a treasure bonus.', 'Start the hunt'],
      [
        'Schatzsuche des Pharao',
        'Spiele im alten Ägypten zahlen einen Schatzbonus.',
        'Jagd starten',
      ],
      ['Búsqueda del faraón', 'Los juegos del antiguo Egipto pagan un bono tesoro.', 'Empezar'],
      [
        'Chasse au trésor du pharaon',
        'Les jeux de l’Égypte ancienne versent un bonus trésor.',
        'Commencer',
      ],
    ),
    media: { game: 5 },
    ctaLink: '/theme/ancient-egypt',
    minDeposit: null,
    schedule: noCountdown,
    displayOn: { pages: ['all-games'], themes: ['ancient-egypt'] },
  },
  {
    id: 105,
    copy: copy(
      ['Mystery Drop', '<img src=x onerror=alert(1)> A drop a day.', 'Claim'],
      ['Mystery Drop', '<img src=x onerror=alert(1)> Täglich ein Drop.', 'Holen'],
      ['Mystery Drop', '<img src=x onerror=alert(1)> Un premio al día.', 'Obtener'],
      ['Mystery Drop', '<img src=x onerror=alert(1)> Un cadeau par jour.', 'Obtenir'],
    ),
    media: { game: 7 },
    ctaLink: 'javascript:alert(document.cookie)',
    ctaAttributes: { onclick: 'alert(1)', href: 'javascript:alert(2)', style: 'position:fixed' },
    minDeposit: 5,
    schedule: oneTime(1),
    displayOn: { pages: ['promotions'] },
    data: HOSTILE_DATA,
  },

  {
    id: 106,
    copy: copy(
      ['Provider Week', 'Double loyalty points on every provider this week.', 'See providers'],
      [
        'Anbieter-Woche',
        'Doppelte Treuepunkte bei jedem Anbieter, die ganze Woche.',
        'Anbieter ansehen',
      ],
      [
        'Semana de proveedores',
        'Puntos de fidelidad dobles con cada proveedor esta semana.',
        'Ver proveedores',
      ],
      [
        'Semaine des fournisseurs',
        'Points de fidélité doublés chez chaque fournisseur cette semaine.',
        'Voir les fournisseurs',
      ],
    ),
    media: { game: 9 },
    ctaLink: '/providers',
    minDeposit: null,
    schedule: oneTime(6),
    // pages outside the games lists: favorites, providers (and each provider), tournaments
    displayOn: { pages: ['favorites', 'providers', 'tournaments'] },
  },
];

const REGULAR_TITLES: [string, string, string, string][] = [
  ['Reload Bonus', 'Nachladebonus', 'Bono de recarga', 'Bonus de recharge'],
  ['High Roller Boost', 'High-Roller-Boost', 'Impulso high roller', 'Boost high roller'],
  ['Weekend Spins', 'Wochenend-Spins', 'Giros de fin de semana', 'Tours du week-end'],
  ['Midweek Match', 'Wochenmitte-Bonus', 'Bono de mitad de semana', 'Bonus de milieu de semaine'],
  ['Loyalty Lift', 'Treue-Extra', 'Extra de fidelidad', 'Coup de pouce fidélité'],
];
const REGULAR_TEXT: Record<Lang, string> = {
  en: 'A 50% match on your next deposit.',
  de: '50 % Bonus auf deine nächste Einzahlung.',
  es: 'Un 50 % extra en tu próximo depósito.',
  fr: '50 % offerts sur votre prochain dépôt.',
};
const REDEEM: Record<Lang, string> = {
  en: 'Redeem',
  de: 'Einlösen',
  es: 'Canjear',
  fr: 'Utiliser',
};
const SCHEDULES = [
  oneTime(5),
  daily('23:00'),
  weekly(['monday', 'wednesday'], '20:00'),
  noCountdown,
];

function regularDefs(count: number): PromoDef[] {
  return REGULAR_TITLES.slice(0, count).map(([en, de, es, fr], i) => ({
    id: 201 + i,
    copy: {
      en: { title: en, text: REGULAR_TEXT.en, cta: REDEEM.en, terms: TERMS.en },
      de: { title: de, text: REGULAR_TEXT.de, cta: REDEEM.de, terms: TERMS.de },
      es: { title: es, text: REGULAR_TEXT.es, cta: REDEEM.es, terms: TERMS.es },
      fr: { title: fr, text: REGULAR_TEXT.fr, cta: REDEEM.fr, terms: TERMS.fr },
    },
    media: { game: 10 + i },
    ctaLink: '/pages/cashier',
    minDeposit: 20 + i * 10,
    schedule: SCHEDULES[i % SCHEDULES.length]!,
    displayOn: null,
  }));
}

/** Which promos each casino runs: fusion has a slider and an odd card count, classic one banner. */
function defsOf(casino: CasinoDef): { custom: PromoDef[]; regular: PromoDef[] } {
  if (casino.key === 'fusion') return { custom: CUSTOM, regular: regularDefs(5) };
  // classic and fun: the single banner variant (only one custom promo on /promotions), even cards
  return {
    custom: CUSTOM.filter((p) => p.id === 103 || p.id === 104),
    regular: regularDefs(4),
  };
}

function playable(catalogue: Catalogue): Game[] {
  return catalogue.games.filter((g) => g.game_lock === 0 && g.pre_release === 0);
}

function toPromo(def: PromoDef, lang: Lang, games: Game[], assets: string, now: Date): Promo {
  const text = def.copy[lang];
  let image: string;
  if ('video' in def.media) image = `${assets}/${def.media.video}`;
  else {
    const game = games[def.media.game % Math.max(1, games.length)];
    image = game ? `${assets}/games/${game.shortname}/${game.provider}/landscape.jpg` : '';
  }
  return {
    id: def.id,
    title: text.title,
    text: text.text,
    image,
    cta_link: def.ctaLink,
    cta_text: text.cta,
    ...(def.ctaAttributes ? { cta_attributes: def.ctaAttributes } : {}),
    terms: text.terms,
    min_deposit: def.minDeposit,
    schedule_values: def.schedule(now),
    display_on: def.displayOn,
    display_on_webplay: def.displayOnWebplay ?? false,
    ...(def.data ? { data: def.data } : {}),
  };
}

export interface PromoQuery {
  casino: CasinoDef;
  catalogue: Catalogue;
  lang: Lang;
  assets: string;
  now?: Date;
}

export function customPromos(q: PromoQuery): Promo[] {
  const games = playable(q.catalogue);
  const now = q.now ?? new Date();
  return defsOf(q.casino).custom.map((d) => toPromo(d, q.lang, games, q.assets, now));
}

export function regularPromos(q: PromoQuery): Promo[] {
  const games = playable(q.catalogue);
  const now = q.now ?? new Date();
  return defsOf(q.casino).regular.map((d) => toPromo(d, q.lang, games, q.assets, now));
}

/**
 * The promo the operator put at the top of home in webplay mode (the first one the client shows
 * there: the same rule, from @parlor/shared), if any.
 */
export function homeTopPromo(q: PromoQuery): Promo | null {
  if (!q.casino.is_fusion) return null;
  return customPromos(q).find(isWebplayHomePromo) ?? null;
}
