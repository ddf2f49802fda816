// The fusion tournaments page's first screen as the page paints it: the title, the live
// tournaments and the upcoming slider, with the tournaments remote's classes, words and rules
// (@parlor/shared/tournaments), so that its first render lands on the same boxes. The finished
// slider, whose slides per view follow the window's width, is below them and left to the remote.
// Controls that need the scripts are marked aria-disabled until the site takes the page over.
import { formatMoney } from '@parlor/shared/server';
import {
  formatCountdown,
  formatPrize,
  LIST_OF_SHOWN,
  shownState,
  tournamentAction,
  tournamentDisplay,
  tournamentPath,
  type TournamentList,
} from '@parlor/shared/tournaments';
import type { Tournament, TournamentsResponse } from '@parlor/shared/types';
import type { PageLang } from '../../i18n/visitor-language';
import { escapeHtml } from '../../web/html';
import { translator, type Translate } from './painted-strings';

/** The upcoming slider shows one tournament at a time (the remote's slider layout). */
const UPCOMING_PER_VIEW = 1;
const OFF = 'aria-disabled="true"';

export interface PaintedTournamentsInput {
  tournaments: TournamentsResponse;
  lang: PageLang;
  /** the casino's currency (prize pools and buy-ins) */
  currency: string;
  /** when the page is written: the countdowns are worked out from it, as the remote does */
  now: number;
}

function card(
  t: Translate,
  input: PaintedTournamentsInput,
  tournament: Tournament,
  list: TournamentList,
  opts: { id: string; first: boolean },
): string {
  const { lang, currency } = input;
  const display = tournamentDisplay(tournament, list, input.now);
  const state = shownState(tournament, list, input.now);
  const name = escapeHtml(tournament.name);
  const path = escapeHtml(tournamentPath(tournament));
  const buyIn = tournament.buy_in ?? 0;
  const source = tournament.mobile_image
    ? `<source media="(max-width: 567px)" srcset="${escapeHtml(tournament.mobile_image)}">`
    : '';
  const priority = opts.first
    ? 'loading="eager" fetchpriority="high"'
    : 'loading="lazy" fetchpriority="auto"';
  const schedule =
    display.kind === 'dates'
      ? ''
      : `<p class="tournament-schedule">${escapeHtml(
          t(display.kind === 'starts' ? 'countdown.starts_in' : 'countdown.ends_in'),
        )} <span class="tournament-countdown">${escapeHtml(
          formatCountdown(display.kind === 'starts' ? display.startsInMs : display.endsInMs, lang),
        )}</span></p>`;
  const action = tournamentAction(LIST_OF_SHOWN[state], { loggedIn: false, buyIn });
  const button =
    action === 'remind'
      ? `<button type="button" class="btn btn-primary tournament-action" ${OFF}>${escapeHtml(t('actions.remind'))}</button>`
      : action === 'learn_more'
        ? `<button type="button" class="btn tournament-action" ${OFF}>${escapeHtml(t('actions.learn_more'))}<span class="visually-hidden">: ${name}</span></button>`
        : `<button type="button" class="btn btn-primary tournament-action" ${OFF}>${escapeHtml(t('actions.participate'))}</button>`;
  return (
    `<article class="tournament-card is-${state}" aria-labelledby="${opts.id}">` +
    `<picture class="tournament-card-media">${source}<img src="${escapeHtml(tournament.desktop_image)}" alt="" width="640" height="360" ${priority}></picture>` +
    `<div class="tournament-card-body">` +
    `<div class="tournament-card-tags"><span class="tournament-tag is-${state}">${escapeHtml(t(`status.${state}`))}</span>` +
    `<span class="tournament-buy-in">${escapeHtml(t('card.buy_in'))}: <strong>${escapeHtml(
      buyIn > 0 ? formatMoney(buyIn, currency, lang) : t('card.free'),
    )}</strong></span></div>` +
    `<h3 id="${opts.id}" class="tournament-card-title"><a href="${path}">${name}</a></h3>` +
    schedule +
    `<p class="tournament-prize">${escapeHtml(t('card.prize_pool'))} <strong>${escapeHtml(
      formatPrize(tournament.prize_pool, currency, lang),
    )}</strong></p>` +
    button +
    `</div></article>`
  );
}

function upcomingSlider(t: Translate, input: PaintedTournamentsInput, first: boolean): string {
  const items = input.tournaments.upcoming_tournaments;
  const label = escapeHtml(t('lists.upcoming'));
  const slides = items
    .map((item, i) => {
      const shown = i < UPCOMING_PER_VIEW;
      const hidden = shown ? 'aria-hidden="false"' : 'aria-hidden="true" inert';
      return `<li class="tournament-slide" style="flex-basis: ${100 / UPCOMING_PER_VIEW}%;" ${hidden}>${card(
        t,
        input,
        item,
        'upcoming',
        { id: `painted-upcoming-${i}`, first: first && i === 0 },
      )}</li>`;
    })
    .join('');
  const pages = Math.ceil(items.length / UPCOMING_PER_VIEW);
  const controls =
    pages > 1
      ? `<div class="tournament-slider-controls">` +
        `<button type="button" class="btn" disabled aria-label="${escapeHtml(t('slider.previous'))}: ${label}">‹</button>` +
        `<span class="tournament-slider-page">${escapeHtml(t('slider.page', { page: 1, count: pages }))}</span>` +
        `<button type="button" class="btn" ${OFF} aria-label="${escapeHtml(t('slider.next'))}: ${label}">›</button>` +
        `</div>`
      : '';
  return (
    `<div class="tournament-slider" role="group" aria-roledescription="carousel" aria-label="${label}">` +
    `<div class="tournament-slider-viewport"><ul class="tournament-slider-track" style="transform: translateX(-0%);" aria-label="${label}">${slides}</ul></div>` +
    controls +
    `</div>`
  );
}

/** The page's main area for a guest of a fusion casino. */
export function paintedTournaments(input: PaintedTournamentsInput): string {
  const t = translator('tournaments', input.lang);
  const { active_tournaments: live, upcoming_tournaments: upcoming } = input.tournaments;
  const liveList =
    live.length === 0
      ? `<p>${escapeHtml(t('lists.none_live'))}</p>`
      : `<ul class="tournaments-live" aria-labelledby="tournaments-live">${live
          .map(
            (item, i) =>
              `<li>${card(t, input, item, 'active', { id: `painted-live-${i}`, first: i === 0 })}</li>`,
          )
          .join('')}</ul>`;
  const upcomingList =
    upcoming.length === 0
      ? `<p>${escapeHtml(t('lists.none_upcoming'))}</p>`
      : upcomingSlider(t, input, live.length === 0);
  return (
    `<div class="tournaments-page"><h1>${escapeHtml(t('title'))}</h1>` +
    `<section class="tournaments-section" aria-labelledby="tournaments-live"><h2 id="tournaments-live">${escapeHtml(t('lists.live'))}</h2>${liveList}</section>` +
    `<section class="tournaments-section" aria-labelledby="tournaments-upcoming"><h2 id="tournaments-upcoming">${escapeHtml(t('lists.upcoming'))}</h2>${upcomingList}</section>` +
    `</div>`
  );
}
