// The site's frame as the page paints it before any script runs: the shell's header, side menu,
// main area and footer, with the shell's own classes and words, so that the shell's first render
// lands on the same boxes (docs/performance.md, "The first screen painted by the page"). Links
// are real links; a control that needs the scripts is marked aria-disabled until the shell takes
// the page over (a click on it does nothing yet, and tools that wait for enabled controls wait).
import type { CasinoConfig, NavItem } from '@parlor/shared/types';
import { iconMarkup } from '@parlor/shared/server';
import { escapeHtml } from '../../web/html';
import { LANGS } from '../../i18n/languages';
import type { PageLang } from '../../i18n/visitor-language';
import { translator } from './painted-strings';

/** The configured external entries that go under "More" (the shell's menu model). */
const MORE_IDS = new Set(['vipprogram', 'banking', 'contact', 'terms']);
/** The casino whose menu carries two French links (the shell's site rules). */
const FRENCH_LINKS_CASINO_ID = 14;

/** A menu icon, drawn as the shell draws it. */
const icon = iconMarkup;
const OFF = 'aria-disabled="true"';

/**
 * The id of an empty element right after the painted header: the page holds its first render
 * until the parser has reached it (`<link rel="expect" blocking="render">`, shell-index.ts). A
 * frame drawn from a half-parsed header would show the search button where the login pair is
 * about to push it from; what follows the header only adds below and beside what is drawn, so it
 * may come in pieces (the first paint is not held for the tiles).
 */
export const PAINTED_END_ID = 'painted-end';

export interface FrameInput {
  config: CasinoConfig;
  lang: PageLang;
  /** the theme of the visitor's cookie; without one the system's decides */
  theme: 'light' | 'dark' | null;
  /** the page's path inside the site, for the menu's current entry */
  pathname: string;
  /** the main area's content */
  main: string;
}

const withBase = (base: string, path: string) =>
  base && base !== '/' && path.startsWith('/') ? `${base.replace(/\/$/, '')}${path}` : path;

/** A configured address as a link's target: a path or a web address, never a script. */
export function safeHref(address: string): string {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  return /^https?:\/\//i.test(address) ? address : '#';
}

/** The page's frame around `main`, for a guest. */
export function paintedFrame(input: FrameInput): string {
  const { config, lang, theme, pathname } = input;
  const t = translator('shell', lang);
  const base = config.base_location;
  const name = escapeHtml(config.casino_name);
  const logo =
    theme === null
      ? `<picture><source media="(prefers-color-scheme: dark)" srcset="${escapeHtml(config.casino_logo_dark)}"><img alt="${name}" width="140" height="36" src="${escapeHtml(config.casino_logo_light)}"></picture>`
      : `<img alt="${name}" width="140" height="36" src="${escapeHtml(theme === 'dark' ? config.casino_logo_dark : config.casino_logo_light)}">`;
  const header =
    `<header class="header">` +
    `<button type="button" class="icon-btn header-menu" aria-label="${escapeHtml(t('header.open_menu'))}" ${OFF}>${icon('menu')}</button>` +
    `<a class="header-logo" aria-label="${escapeHtml(t('header.home', { name: config.casino_name }))}" href="${escapeHtml(withBase(base, '/'))}">${logo}</a>` +
    `<button type="button" class="icon-btn header-search" aria-label="${escapeHtml(t('header.search'))}" ${OFF}>${icon('search')}</button>` +
    `<div class="header-actions"><button type="button" class="btn btn-primary" ${OFF}>${escapeHtml(t('header.login'))}</button>` +
    `<a class="btn header-signup" href="${escapeHtml(safeHref(config.pages.signup))}">${escapeHtml(t('header.signup'))}</a></div>` +
    `</header>`;

  const entry = (item: NavItem) => {
    const label = `${icon(item.icon)}<span class="nav-label">${escapeHtml(item.label)}</span>`;
    if (!item.internal)
      return `<li><a href="${escapeHtml(safeHref(item.action))}">${label}</a></li>`;
    const current =
      item.action === '/'
        ? pathname === '/'
        : pathname === item.action || pathname.startsWith(`${item.action}/`);
    const attrs = current ? ' aria-current="page" class="active"' : ' class=""';
    return `<li><a${attrs} href="${escapeHtml(safeHref(withBase(base, item.action)))}">${label}</a></li>`;
  };
  const group = (id: string, label: string, entries: string) =>
    `<li class="nav-group"><button type="button" class="nav-group-toggle" aria-expanded="true" aria-controls="${id}" ${OFF}><span class="nav-label">${escapeHtml(label)}</span><span aria-hidden="true">−</span></button><ul id="${id}">${entries}</ul></li>`;
  const items = config.navigation[lang.toUpperCase() as 'EN'] ?? config.navigation.EN ?? [];
  const lobby = items.filter((i) => i.action === '/');
  const games = items.filter((i) => i.internal && i.action !== '/');
  const more = items.filter((i) => !i.internal && MORE_IDS.has(i.id));
  const other = items.filter((i) => !i.internal && !MORE_IDS.has(i.id));
  const simple = (id: string, label: string, action: string, iconName: string) =>
    entry({ id, label, action, icon: iconName, internal: false });
  const french =
    config.casino_id === FRENCH_LINKS_CASINO_ID
      ? `<li lang="fr"><a href="${escapeHtml(withBase(base, '/dashboard/loyalty/dailyfreespins'))}">${icon('gift')}<span class="nav-label">${escapeHtml(t('nav.fr_daily_free_spins'))}</span></a></li>` +
        `<li lang="fr"><a href="${escapeHtml(withBase(base, '/pages/weekly-cashback'))}">${icon('wallet')}<span class="nav-label">${escapeHtml(t('nav.fr_weekly_cashback'))}</span></a></li>`
      : '';
  const list =
    `<ul class="nav-list">` +
    lobby.map(entry).join('') +
    `<li><button type="button" class="nav-button" ${OFF}>${icon('search')}<span class="nav-label">${escapeHtml(t('nav.search'))}</span></button></li>` +
    group('painted-nav-games', t('nav.games'), games.map(entry).join('')) +
    french +
    other.map(entry).join('') +
    group(
      'painted-nav-more',
      t('nav.more'),
      more.map(entry).join('') +
        (config.pages.privacy
          ? simple('privacy', t('nav.privacy'), config.pages.privacy, 'document')
          : ''),
    ) +
    `</ul>`;
  const pressed = (name: 'dark' | 'light') =>
    `<button type="button" class="btn" aria-pressed="${theme === name}" ${OFF}>${escapeHtml(t(`nav.${name}`))}</button>`;
  const settings =
    `<div class="nav-settings" role="group" aria-label="${escapeHtml(t('nav.settings'))}">` +
    `<div class="theme-switch" role="group" aria-label="${escapeHtml(t('nav.theme'))}">${pressed('dark')}${pressed('light')}</div>` +
    `<label class="language-select"><span class="nav-label">${escapeHtml(t('nav.language'))}</span><select ${OFF}>` +
    LANGS.map(
      (code) =>
        `<option value="${code}" lang="${code}"${code === lang ? ' selected' : ''}>${escapeHtml(t(`languages.${code}`))}</option>`,
    ).join('') +
    `</select></label></div>`;
  const sidebar =
    `<nav class="sidebar" aria-label="${escapeHtml(t('nav.label'))}">` +
    `<button type="button" class="sidebar-toggle" aria-expanded="true" aria-label="${escapeHtml(t('nav.collapse'))}" ${OFF}><span aria-hidden="true">«</span></button>` +
    list +
    settings +
    `</nav>`;

  return (
    `<div class="layout" data-painted-layout>` +
    `<a class="skip-link" href="#main">${escapeHtml(t('layout.skip'))}</a>` +
    header +
    `<template id="${PAINTED_END_ID}"></template>` +
    `<div class="layout-body">${sidebar}<main id="main" class="layout-main" tabindex="-1">${input.main}</main></div>` +
    `<footer class="footer"><p>${name} · ${escapeHtml(t('footer.rights'))}</p></footer>` +
    `</div>`
  );
}
