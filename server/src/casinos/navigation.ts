// Side-menu navigation and launcher lists per language.
import type { LangCode, NavItem } from '@parlor/shared/types';

type Labels = Record<LangCode, string>;

const L: Record<string, Labels> = {
  lobby: { EN: 'Lobby', DE: 'Lobby', ES: 'Vestíbulo', FR: 'Accueil' },
  'online-slots': {
    EN: 'Online Slots',
    DE: 'Online-Slots',
    ES: 'Tragamonedas',
    FR: 'Machines à sous',
  },
  'table-games': {
    EN: 'Table Games',
    DE: 'Tischspiele',
    ES: 'Juegos de mesa',
    FR: 'Jeux de table',
  },
  'video-poker': { EN: 'Video Poker', DE: 'Videopoker', ES: 'Video póker', FR: 'Vidéo poker' },
  'live-dealer': {
    EN: 'Live Dealer',
    DE: 'Live-Dealer',
    ES: 'Crupier en vivo',
    FR: 'Croupier en direct',
  },
  'specialty-games': {
    EN: 'Specialty Games',
    DE: 'Spezialspiele',
    ES: 'Juegos especiales',
    FR: 'Jeux spéciaux',
  },
  'all-games': { EN: 'All Games', DE: 'Alle Spiele', ES: 'Todos los juegos', FR: 'Tous les jeux' },
  'jackpot-games': {
    EN: 'Jackpot Games',
    DE: 'Jackpot-Spiele',
    ES: 'Juegos con bote',
    FR: 'Jeux à jackpot',
  },
  promotions: { EN: 'Promotions', DE: 'Aktionen', ES: 'Promociones', FR: 'Promotions' },
  tournaments: { EN: 'Tournaments', DE: 'Turniere', ES: 'Torneos', FR: 'Tournois' },
  providers: { EN: 'Providers', DE: 'Anbieter', ES: 'Proveedores', FR: 'Fournisseurs' },
  vipprogram: { EN: 'VIP Program', DE: 'VIP-Programm', ES: 'Programa VIP', FR: 'Programme VIP' },
  banking: { EN: 'Banking', DE: 'Zahlungen', ES: 'Pagos', FR: 'Paiements' },
  contact: { EN: 'Contact Us', DE: 'Kontakt', ES: 'Contacto', FR: 'Contact' },
  terms: {
    EN: 'Terms & Conditions',
    DE: 'AGB',
    ES: 'Términos y condiciones',
    FR: 'Conditions générales',
  },
  games: { EN: 'Games', DE: 'Spiele', ES: 'Juegos', FR: 'Jeux' },
  promos: { EN: 'Promos', DE: 'Aktionen', ES: 'Promos', FR: 'Promos' },
  cashier: { EN: 'Cashier', DE: 'Kasse', ES: 'Cajero', FR: 'Caisse' },
  account: { EN: 'My Account', DE: 'Mein Konto', ES: 'Mi cuenta', FR: 'Mon compte' },
  inbox: { EN: 'Inbox', DE: 'Posteingang', ES: 'Buzón', FR: 'Messages' },
};

export const LANG_CODES: LangCode[] = ['EN', 'DE', 'ES', 'FR'];

interface Entry {
  id: string;
  action: string;
  icon: string;
  internal: boolean;
}

function localise(entries: Entry[]): Record<LangCode, NavItem[]> {
  const out = {} as Record<LangCode, NavItem[]>;
  for (const lang of LANG_CODES) {
    out[lang] = entries.map((e) => ({ ...e, label: L[e.id]?.[lang] ?? e.id }));
  }
  return out;
}

export function buildNavigation(opts: {
  fusion: boolean;
  liveDealer: boolean;
  tournaments: boolean;
}): Record<LangCode, NavItem[]> {
  const entries: Entry[] = [
    { id: 'lobby', action: '/', icon: 'home', internal: true },
    { id: 'online-slots', action: '/category/online-slots', icon: 'slots', internal: true },
    { id: 'table-games', action: '/category/table-games', icon: 'cards', internal: true },
    { id: 'video-poker', action: '/category/video-poker', icon: 'poker', internal: true },
  ];
  if (opts.fusion) {
    entries.push({
      id: 'live-dealer',
      action: '/category/live-dealer',
      icon: 'live',
      internal: true,
    });
  } else {
    entries.push({
      id: 'specialty-games',
      action: '/category/specialty-games',
      icon: 'star',
      internal: true,
    });
    if (opts.liveDealer)
      entries.push({ id: 'live-dealer', action: '/live-dealer', icon: 'live', internal: true });
  }
  entries.push(
    { id: 'all-games', action: '/all-games', icon: 'grid', internal: true },
    { id: 'jackpot-games', action: '/jackpot-games', icon: 'jackpot', internal: true },
    { id: 'promotions', action: '/promotions', icon: 'gift', internal: true },
  );
  if (opts.tournaments)
    entries.push({ id: 'tournaments', action: '/tournaments', icon: 'trophy', internal: true });
  if (opts.fusion)
    entries.push({ id: 'providers', action: '/providers', icon: 'providers', internal: true });
  entries.push(
    { id: 'vipprogram', action: '/pages/vipprogram', icon: 'crown', internal: false },
    { id: 'banking', action: '/pages/banking', icon: 'bank', internal: false },
    { id: 'contact', action: '/pages/contact', icon: 'mail', internal: false },
    { id: 'terms', action: '/pages/terms', icon: 'document', internal: false },
  );
  return localise(entries);
}

export function buildLauncher(): Record<LangCode, NavItem[]> {
  return localise([
    { id: 'games', action: '/', icon: 'slots', internal: true },
    { id: 'promos', action: '/promotions', icon: 'gift', internal: true },
    { id: 'cashier', action: '/pages/cashier', icon: 'wallet', internal: false },
    { id: 'account', action: '/dashboard/', icon: 'user', internal: false },
    { id: 'inbox', action: '/dashboard/messagecenter', icon: 'mail', internal: false },
  ]);
}
