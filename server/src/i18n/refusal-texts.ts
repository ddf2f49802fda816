// The server's refusals a player can meet (the `error` of a JSON refusal, shown by a page or
// opened in the browser) in the site's four languages. They are keyed by their English text, so a
// call site keeps writing English; a refusal meant for developers ("expected ...") stays English.
import type { PageLang } from './page-language';

type Translations = Record<Exclude<PageLang, 'en'>, string>;

const REFUSALS: Record<string, Translations> = {
  'Log in first': {
    de: 'Bitte melde dich zuerst an',
    es: 'Inicia sesión primero',
    fr: 'Connectez-vous d’abord',
  },
  'Wrong username or password': {
    de: 'Benutzername oder Passwort ist falsch',
    es: 'Usuario o contraseña incorrectos',
    fr: 'Nom d’utilisateur ou mot de passe incorrect',
  },
  'username and password are required': {
    de: 'Benutzername und Passwort sind nötig',
    es: 'Se necesitan el usuario y la contraseña',
    fr: 'Le nom d’utilisateur et le mot de passe sont requis',
  },
  'This username is taken': {
    de: 'Dieser Benutzername ist vergeben',
    es: 'Este nombre de usuario ya existe',
    fr: 'Ce nom d’utilisateur est déjà pris',
  },
  'Too many game launches, retry in a minute': {
    de: 'Zu viele Spielstarts, versuche es in einer Minute erneut',
    es: 'Demasiados inicios de juego, inténtalo de nuevo en un minuto',
    fr: 'Trop de lancements de jeu, réessayez dans une minute',
  },
  'The sportsbook is not open to you': {
    de: 'Die Sportwetten stehen dir nicht offen',
    es: 'Las apuestas deportivas no están abiertas para ti',
    fr: 'Les paris sportifs ne vous sont pas ouverts',
  },
  'This casino has no live dealer': {
    de: 'Dieses Casino hat keinen Live-Dealer',
    es: 'Este casino no tiene crupier en vivo',
    fr: 'Ce casino n’a pas de croupier en direct',
  },
  'This game session is not valid': {
    de: 'Diese Spielsitzung ist nicht gültig',
    es: 'Esta sesión de juego no es válida',
    fr: 'Cette session de jeu n’est pas valide',
  },
  'The sportsbook demo takes no bets': {
    de: 'Die Sportwetten-Demo nimmt keine Wetten an',
    es: 'La demo de apuestas deportivas no acepta apuestas',
    fr: 'La démo des paris sportifs ne prend pas de paris',
  },
  'No such game': {
    de: 'Dieses Spiel gibt es nicht',
    es: 'Este juego no existe',
    fr: 'Ce jeu n’existe pas',
  },
  'No such game for this provider': {
    de: 'Dieses Spiel gibt es bei diesem Anbieter nicht',
    es: 'Este proveedor no tiene ese juego',
    fr: 'Ce fournisseur n’a pas ce jeu',
  },
  'This game is not locked': {
    de: 'Dieses Spiel ist nicht gesperrt',
    es: 'Este juego no está bloqueado',
    fr: 'Ce jeu n’est pas verrouillé',
  },
  'Requests from other sites are refused': {
    de: 'Anfragen von anderen Websites werden abgelehnt',
    es: 'Se rechazan las solicitudes de otros sitios',
    fr: 'Les requêtes venant d’autres sites sont refusées',
  },
  'The games host serves game pages only': {
    de: 'Der Spiele-Host liefert nur Spielseiten',
    es: 'El servidor de juegos solo sirve páginas de juego',
    fr: 'L’hôte des jeux ne sert que les pages de jeu',
  },
  'The email check is unavailable': {
    de: 'Die E-Mail-Prüfung ist nicht verfügbar',
    es: 'La comprobación del correo no está disponible',
    fr: 'La vérification de l’e-mail n’est pas disponible',
  },
  'Unknown coupon code': {
    de: 'Unbekannter Gutscheincode',
    es: 'Código de cupón desconocido',
    fr: 'Code promo inconnu',
  },
  'The free spins game is not available right now': {
    de: 'Das Spiel der Freispiele ist gerade nicht verfügbar',
    es: 'El juego de los giros gratis no está disponible ahora',
    fr: 'Le jeu des tours gratuits n’est pas disponible pour le moment',
  },
  'Not found': { de: 'Nicht gefunden', es: 'No encontrado', fr: 'Introuvable' },
  'Internal server error': {
    de: 'Interner Serverfehler',
    es: 'Error interno del servidor',
    fr: 'Erreur interne du serveur',
  },
};

/** Refusals whose English text varies (a wait time): translated by their code. */
const BY_CODE: Record<string, Translations> = {
  rate_limited: {
    de: 'Zu viele Versuche. Bitte warte eine Minute.',
    es: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    fr: 'Trop de tentatives. Attendez une minute puis réessayez.',
  },
};

/** `english` in `lang` when it is a refusal a player may meet; otherwise as it is. */
export function refusalText(english: string, lang: PageLang, code?: string): string {
  if (lang === 'en') return english;
  const own = Object.hasOwn(REFUSALS, english) ? REFUSALS[english] : undefined;
  const byCode = code && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
  return (own ?? byCode)?.[lang] ?? english;
}
