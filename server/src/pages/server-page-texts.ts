// The words of the server's own pages (config pages, dashboard, sign-up, mailbox, daily free spins
// summary) in the site's four languages. Names of things the site shows too (Message Center,
// Loyalty, Daily Free Spins) are the site's own words for them.
import type { FreeSpinsReason } from '@parlor/shared/types';
import type { PageTexts } from '../i18n/page-language';

export const SITE_PAGE_TEXTS: PageTexts<
  | 'back'
  | 'not_found_title'
  | 'not_found_text'
  | 'log_in_title'
  | 'log_in_text'
  | 'go_to_lobby'
  | 'unavailable_title'
  | 'unavailable_text'
  | 'account'
  | 'balance'
  | 'message_center'
  | 'no_messages'
  | 'loyalty'
  | 'comp_points'
  | 'daily_free_spins'
> = {
  en: {
    back: '{casino}: back to the lobby',
    not_found_title: 'Page not found',
    not_found_text: 'Lost in the Shuffle.',
    log_in_title: 'Please log in',
    log_in_text: 'Log in to see this page.',
    go_to_lobby: 'Go to the lobby',
    unavailable_title: 'Not available',
    unavailable_text: 'This page is not offered by this casino.',
    account: 'My account',
    balance: 'Balance: {amount} {currency}',
    message_center: 'Message center',
    no_messages: 'No messages.',
    loyalty: 'Loyalty',
    comp_points: 'Comp points: {points}',
    daily_free_spins: 'Daily free spins',
  },
  de: {
    back: '{casino}: zurück zur Lobby',
    not_found_title: 'Seite nicht gefunden',
    not_found_text: 'Im Kartenmischen verloren.',
    log_in_title: 'Bitte melde dich an',
    log_in_text: 'Melde dich an, um diese Seite zu sehen.',
    go_to_lobby: 'Zur Lobby',
    unavailable_title: 'Nicht verfügbar',
    unavailable_text: 'Dieses Casino bietet diese Seite nicht an.',
    account: 'Mein Konto',
    balance: 'Guthaben: {amount} {currency}',
    message_center: 'Nachrichten',
    no_messages: 'Keine Nachrichten.',
    loyalty: 'Treueprogramm',
    comp_points: 'Treuepunkte: {points}',
    daily_free_spins: 'Tägliche Freispiele',
  },
  es: {
    back: '{casino}: volver al lobby',
    not_found_title: 'Página no encontrada',
    not_found_text: 'Perdido en la baraja.',
    log_in_title: 'Inicia sesión',
    log_in_text: 'Inicia sesión para ver esta página.',
    go_to_lobby: 'Ir al lobby',
    unavailable_title: 'No disponible',
    unavailable_text: 'Este casino no ofrece esta página.',
    account: 'Mi cuenta',
    balance: 'Saldo: {amount} {currency}',
    message_center: 'Mensajes',
    no_messages: 'No hay mensajes.',
    loyalty: 'Fidelidad',
    comp_points: 'Puntos de fidelidad: {points}',
    daily_free_spins: 'Giros gratis diarios',
  },
  fr: {
    back: '{casino} : retour au lobby',
    not_found_title: 'Page introuvable',
    not_found_text: 'Perdu dans le mélange.',
    log_in_title: 'Veuillez vous connecter',
    log_in_text: 'Connectez-vous pour voir cette page.',
    go_to_lobby: 'Aller au lobby',
    unavailable_title: 'Non disponible',
    unavailable_text: 'Ce casino ne propose pas cette page.',
    account: 'Mon compte',
    balance: 'Solde : {amount} {currency}',
    message_center: 'Messagerie',
    no_messages: 'Aucun message.',
    loyalty: 'Fidélité',
    comp_points: 'Points de fidélité : {points}',
    daily_free_spins: 'Tours gratuits quotidiens',
  },
};

export type ConfigPageName =
  'vipprogram' | 'banking' | 'contact' | 'terms' | 'privacy' | 'refer-a-friend';

type ConfigPageKey = `${ConfigPageName}:title` | `${ConfigPageName}:text`;

/** The config pages: a title and a line each. */
export const CONFIG_PAGE_TEXTS: PageTexts<ConfigPageKey> = {
  en: {
    'vipprogram:title': 'VIP Program',
    'vipprogram:text': 'Climb the VIP levels for bigger rewards.',
    'banking:title': 'Banking',
    'banking:text': 'Payment methods, limits and processing times.',
    'contact:title': 'Contact Us',
    'contact:text': 'Our support team is available around the clock.',
    'terms:title': 'Terms & Conditions',
    'terms:text': 'The rules of this demo casino.',
    'privacy:title': 'Privacy Policy',
    'privacy:text': 'How we handle your data.',
    'refer-a-friend:title': 'Refer a Friend',
    'refer-a-friend:text': 'Invite friends and earn a bonus when they join.',
  },
  de: {
    'vipprogram:title': 'VIP-Programm',
    'vipprogram:text': 'Steige in den VIP-Stufen auf und erhalte größere Prämien.',
    'banking:title': 'Zahlungen',
    'banking:text': 'Zahlungsmethoden, Limits und Bearbeitungszeiten.',
    'contact:title': 'Kontakt',
    'contact:text': 'Unser Support-Team ist rund um die Uhr für dich da.',
    'terms:title': 'AGB',
    'terms:text': 'Die Regeln dieses Demo-Casinos.',
    'privacy:title': 'Datenschutz',
    'privacy:text': 'Wie wir mit deinen Daten umgehen.',
    'refer-a-friend:title': 'Freunde werben',
    'refer-a-friend:text': 'Lade Freunde ein und erhalte einen Bonus, wenn sie sich anmelden.',
  },
  es: {
    'vipprogram:title': 'Programa VIP',
    'vipprogram:text': 'Sube de nivel VIP para obtener mejores recompensas.',
    'banking:title': 'Pagos',
    'banking:text': 'Métodos de pago, límites y plazos de procesamiento.',
    'contact:title': 'Contacto',
    'contact:text': 'Nuestro equipo de soporte está disponible las 24 horas.',
    'terms:title': 'Términos y condiciones',
    'terms:text': 'Las reglas de este casino de demostración.',
    'privacy:title': 'Política de privacidad',
    'privacy:text': 'Cómo tratamos tus datos.',
    'refer-a-friend:title': 'Invita a un amigo',
    'refer-a-friend:text': 'Invita a tus amigos y gana un bono cuando se registren.',
  },
  fr: {
    'vipprogram:title': 'Programme VIP',
    'vipprogram:text': 'Montez dans les niveaux VIP pour de plus belles récompenses.',
    'banking:title': 'Paiements',
    'banking:text': 'Moyens de paiement, plafonds et délais de traitement.',
    'contact:title': 'Contact',
    'contact:text': 'Notre équipe d’assistance est disponible 24 h/24.',
    'terms:title': 'Conditions générales',
    'terms:text': 'Les règles de ce casino de démonstration.',
    'privacy:title': 'Politique de confidentialité',
    'privacy:text': 'Comment nous traitons vos données.',
    'refer-a-friend:title': 'Parrainer un ami',
    'refer-a-friend:text': 'Invitez vos amis et recevez un bonus quand ils s’inscrivent.',
  },
};

export const SIGNUP_TEXTS: PageTexts<
  | 'title'
  | 'intro'
  | 'fname'
  | 'lname'
  | 'email'
  | 'username'
  | 'password'
  | 'username_taken'
  | 'invalid_input'
  | 'rate_limited'
  | 'failed'
  | 'dob'
  | 'terms_accept'
  | 'terms_link'
  | 'deposit_limit'
  | 'deposit_limit_hint'
  | 'marketing'
  | 'under_age'
  | 'terms_required'
  | 'account_exists'
  | 'responsible_gaming'
> = {
  en: {
    title: 'Sign up',
    intro: 'Create your account to play for real money.',
    fname: 'First name',
    lname: 'Last name',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    username_taken: 'This username is taken. Please choose another one.',
    invalid_input:
      'Please check the fields: username 3-32 letters, digits or _, password at least 8 characters, a valid email, your date of birth, and the deposit limit as an amount if you set one.',
    rate_limited: 'Too many attempts. Please wait a minute and try again.',
    failed: 'Something went wrong. Please try again.',
    dob: 'Date of birth',
    terms_accept: 'I am {age} or older and accept the {terms}',
    terms_link: 'terms and conditions',
    deposit_limit: 'Daily deposit limit ({currency})',
    deposit_limit_hint:
      'Optional: the most you can deposit in a day. You can set or change your limits later on the responsible gaming page.',
    marketing: 'Send me offers and news by e-mail',
    under_age: 'You must be {age} or older to sign up.',
    terms_required: 'Please accept the terms and conditions to sign up.',
    account_exists:
      'You already have an account with this casino. Log in, or reset your password if you have forgotten it.',
    responsible_gaming: 'Responsible gaming',
  },
  de: {
    title: 'Registrieren',
    intro: 'Erstelle dein Konto, um um echtes Geld zu spielen.',
    fname: 'Vorname',
    lname: 'Nachname',
    email: 'E-Mail',
    username: 'Benutzername',
    password: 'Passwort',
    username_taken: 'Dieser Benutzername ist vergeben. Bitte wähle einen anderen.',
    invalid_input:
      'Bitte prüfe die Felder: Benutzername 3–32 Buchstaben, Ziffern oder _, Passwort mindestens 8 Zeichen, eine gültige E-Mail-Adresse, dein Geburtsdatum und das Einzahlungslimit als Betrag, falls du eines festlegst.',
    rate_limited: 'Zu viele Versuche. Bitte warte eine Minute.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    dob: 'Geburtsdatum',
    terms_accept: 'Ich bin mindestens {age} Jahre alt und akzeptiere die {terms}',
    terms_link: 'Allgemeinen Geschäftsbedingungen',
    deposit_limit: 'Tägliches Einzahlungslimit ({currency})',
    deposit_limit_hint:
      'Optional: der Höchstbetrag, den du pro Tag einzahlen kannst. Du kannst deine Limits später auf der Seite für verantwortungsvolles Spielen festlegen oder ändern.',
    marketing: 'Schickt mir Angebote und Neuigkeiten per E-Mail',
    under_age: 'Du musst mindestens {age} Jahre alt sein, um dich zu registrieren.',
    terms_required:
      'Bitte akzeptiere die Allgemeinen Geschäftsbedingungen, um dich zu registrieren.',
    account_exists:
      'Du hast bereits ein Konto bei diesem Casino. Melde dich an oder setze dein Passwort zurück, wenn du es vergessen hast.',
    responsible_gaming: 'Verantwortungsvolles Spielen',
  },
  es: {
    title: 'Registrarse',
    intro: 'Crea tu cuenta para jugar con dinero real.',
    fname: 'Nombre',
    lname: 'Apellido',
    email: 'Correo electrónico',
    username: 'Usuario',
    password: 'Contraseña',
    username_taken: 'Este nombre de usuario ya existe. Elige otro.',
    invalid_input:
      'Revisa los campos: usuario de 3 a 32 letras, cifras o _, contraseña de al menos 8 caracteres, un correo válido, tu fecha de nacimiento y el límite de depósito como importe si fijas uno.',
    rate_limited: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
    dob: 'Fecha de nacimiento',
    terms_accept: 'Tengo {age} años o más y acepto los {terms}',
    terms_link: 'términos y condiciones',
    deposit_limit: 'Límite de depósito diario ({currency})',
    deposit_limit_hint:
      'Opcional: lo máximo que puedes depositar en un día. Puedes fijar o cambiar tus límites más adelante en la página de juego responsable.',
    marketing: 'Enviadme ofertas y novedades por correo electrónico',
    under_age: 'Debes tener {age} años o más para registrarte.',
    terms_required: 'Acepta los términos y condiciones para registrarte.',
    account_exists:
      'Ya tienes una cuenta en este casino. Inicia sesión o restablece tu contraseña si la has olvidado.',
    responsible_gaming: 'Juego responsable',
  },
  fr: {
    title: 'Inscription',
    intro: 'Créez votre compte pour jouer en argent réel.',
    fname: 'Prénom',
    lname: 'Nom',
    email: 'E-mail',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    username_taken: 'Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.',
    invalid_input:
      'Vérifiez les champs : nom d’utilisateur de 3 à 32 lettres, chiffres ou _, mot de passe d’au moins 8 caractères, une adresse e-mail valide, votre date de naissance, et la limite de dépôt sous forme de montant si vous en fixez une.',
    rate_limited: 'Trop de tentatives. Attendez une minute puis réessayez.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
    dob: 'Date de naissance',
    terms_accept: 'J’ai {age} ans ou plus et j’accepte les {terms}',
    terms_link: 'conditions générales',
    deposit_limit: 'Limite de dépôt quotidienne ({currency})',
    deposit_limit_hint:
      'Facultatif : le maximum que vous pouvez déposer par jour. Vous pourrez fixer ou modifier vos limites plus tard sur la page jeu responsable.',
    marketing: 'Envoyez-moi des offres et des nouvelles par e-mail',
    under_age: 'Vous devez avoir au moins {age} ans pour vous inscrire.',
    terms_required: 'Veuillez accepter les conditions générales pour vous inscrire.',
    account_exists:
      'Vous avez déjà un compte dans ce casino. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
    responsible_gaming: 'Jeu responsable',
  },
};

export const MAILBOX_TEXTS: PageTexts<
  | 'title'
  | 'log_in'
  | 'no_mail'
  | 'subject'
  | 'to'
  | 'body'
  | 'confirm'
  | 'log_in_confirm'
  | 'confirmed_title'
  | 'confirmed_text'
  | 'back'
  | 'expired_title'
  | 'expired_text'
> = {
  en: {
    title: 'Mailbox',
    log_in: 'Log in to see your mailbox.',
    no_mail: 'No new email for {email}.',
    subject: 'Confirm your email for daily free spins',
    to: 'To: {email}',
    body: 'Hi {name}, click the link below to confirm your address and unlock your daily free spins.',
    confirm: 'Confirm my email',
    log_in_confirm: 'Log in to confirm your email.',
    confirmed_title: 'Email confirmed',
    confirmed_text: 'Your email is confirmed. Go back to the casino and press Continue.',
    back: 'Back to the casino',
    expired_title: 'Link expired',
    expired_text: 'This link is not valid any more.',
  },
  de: {
    title: 'Postfach',
    log_in: 'Melde dich an, um dein Postfach zu sehen.',
    no_mail: 'Keine neue E-Mail für {email}.',
    subject: 'Bestätige deine E-Mail-Adresse für tägliche Freispiele',
    to: 'An: {email}',
    body: 'Hallo {name}, klicke auf den Link unten, um deine Adresse zu bestätigen und deine täglichen Freispiele freizuschalten.',
    confirm: 'E-Mail-Adresse bestätigen',
    log_in_confirm: 'Melde dich an, um deine E-Mail-Adresse zu bestätigen.',
    confirmed_title: 'E-Mail-Adresse bestätigt',
    confirmed_text:
      'Deine E-Mail-Adresse ist bestätigt. Geh zurück ins Casino und drücke auf Weiter.',
    back: 'Zurück zum Casino',
    expired_title: 'Link abgelaufen',
    expired_text: 'Dieser Link ist nicht mehr gültig.',
  },
  es: {
    title: 'Buzón',
    log_in: 'Inicia sesión para ver tu buzón.',
    no_mail: 'No hay correos nuevos para {email}.',
    subject: 'Confirma tu correo para los giros gratis diarios',
    to: 'Para: {email}',
    body: 'Hola {name}, haz clic en el enlace de abajo para confirmar tu dirección y desbloquear tus giros gratis diarios.',
    confirm: 'Confirmar mi correo',
    log_in_confirm: 'Inicia sesión para confirmar tu correo.',
    confirmed_title: 'Correo confirmado',
    confirmed_text: 'Tu correo está confirmado. Vuelve al casino y pulsa Continuar.',
    back: 'Volver al casino',
    expired_title: 'Enlace caducado',
    expired_text: 'Este enlace ya no es válido.',
  },
  fr: {
    title: 'Boîte mail',
    log_in: 'Connectez-vous pour voir votre boîte mail.',
    no_mail: 'Aucun nouvel e-mail pour {email}.',
    subject: 'Confirmez votre e-mail pour les tours gratuits quotidiens',
    to: 'À : {email}',
    body: 'Bonjour {name}, cliquez sur le lien ci-dessous pour confirmer votre adresse et débloquer vos tours gratuits quotidiens.',
    confirm: 'Confirmer mon e-mail',
    log_in_confirm: 'Connectez-vous pour confirmer votre e-mail.',
    confirmed_title: 'E-mail confirmé',
    confirmed_text: 'Votre e-mail est confirmé. Revenez au casino et appuyez sur Continuer.',
    back: 'Retour au casino',
    expired_title: 'Lien expiré',
    expired_text: 'Ce lien n’est plus valide.',
  },
};

/** The dashboard's daily free spins page: where the player stands (the redeem call's reasons). */
export const DFS_SUMMARY_TEXTS: PageTexts<'ready' | 'open' | FreeSpinsReason> = {
  en: {
    ready: 'Your daily free spins are ready: spin the wheel once today.',
    open: 'Open daily free spins',
    email_not_clicked: 'Please confirm your email address first.',
    no_dfs_data: 'There are no daily free spins for your account right now.',
    no_dfs_game: 'The free spins game is not available right now.',
    no_dfs_template: 'There is no free spins offer set up for your account.',
    server_error_email_click: 'There are no daily free spins for your account right now.',
    minimum_deposit: 'A deposit of at least {amount} in the last {days} days is needed.',
    redeemed_today: 'You have already redeemed your free spins today.',
    active_coupon: 'You still have free spins to play.',
    fivedolar_balance: 'A balance of at least 5.00 is needed.',
  },
  de: {
    ready: 'Deine täglichen Freispiele sind bereit: Dreh heute einmal am Rad.',
    open: 'Tägliche Freispiele öffnen',
    email_not_clicked: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
    no_dfs_data: 'Für dein Konto gibt es gerade keine täglichen Freispiele.',
    no_dfs_game: 'Das Spiel der Freispiele ist gerade nicht verfügbar.',
    no_dfs_template: 'Für dein Konto ist kein Freispiel-Angebot eingerichtet.',
    server_error_email_click: 'Für dein Konto gibt es gerade keine täglichen Freispiele.',
    minimum_deposit:
      'Eine Einzahlung von mindestens {amount} in den letzten {days} Tagen ist nötig.',
    redeemed_today: 'Du hast deine Freispiele heute schon eingelöst.',
    active_coupon: 'Du hast noch Freispiele zu spielen.',
    fivedolar_balance: 'Ein Guthaben von mindestens 5.00 ist nötig.',
  },
  es: {
    ready: 'Tus giros gratis diarios están listos: gira la rueda una vez hoy.',
    open: 'Abrir los giros gratis diarios',
    email_not_clicked: 'Primero confirma tu dirección de correo.',
    no_dfs_data: 'Ahora mismo no hay giros gratis diarios para tu cuenta.',
    no_dfs_game: 'El juego de los giros gratis no está disponible ahora.',
    no_dfs_template: 'No hay ninguna oferta de giros gratis configurada para tu cuenta.',
    server_error_email_click: 'Ahora mismo no hay giros gratis diarios para tu cuenta.',
    minimum_deposit: 'Se necesita un depósito de al menos {amount} en los últimos {days} días.',
    redeemed_today: 'Ya has canjeado tus giros gratis hoy.',
    active_coupon: 'Todavía tienes giros gratis por jugar.',
    fivedolar_balance: 'Se necesita un saldo de al menos 5.00.',
  },
  fr: {
    ready:
      'Vos tours gratuits quotidiens sont prêts : faites tourner la roue une fois aujourd’hui.',
    open: 'Ouvrir les tours gratuits quotidiens',
    email_not_clicked: 'Veuillez d’abord confirmer votre adresse e-mail.',
    no_dfs_data: 'Il n’y a pas de tours gratuits quotidiens pour votre compte en ce moment.',
    no_dfs_game: 'Le jeu des tours gratuits n’est pas disponible pour le moment.',
    no_dfs_template: 'Aucune offre de tours gratuits n’est prévue pour votre compte.',
    server_error_email_click:
      'Il n’y a pas de tours gratuits quotidiens pour votre compte en ce moment.',
    minimum_deposit:
      'Un dépôt d’au moins {amount} au cours des {days} derniers jours est nécessaire.',
    redeemed_today: 'Vous avez déjà utilisé vos tours gratuits aujourd’hui.',
    active_coupon: 'Il vous reste des tours gratuits à jouer.',
    fivedolar_balance: 'Un solde d’au moins 5.00 est nécessaire.',
  },
};
