// The demo games' and the cashier's words in the site's four languages (English is the reference;
// see server/src/i18n/page-language.ts for how a page picks its language).
import type { PageTexts } from '../i18n/page-language';

export type GameTextKey =
  | 'real_money'
  | 'fun_money'
  | 'balance'
  | 'reels'
  | 'bet'
  | 'spin'
  | 'play'
  | 'wheel'
  | 'bet_on'
  | 'red'
  | 'black'
  | 'green'
  | 'dealer'
  | 'deposit'
  | 'exit_game'
  | 'live_roulette'
  | 'sportsbook'
  | 'game_unavailable'
  | 'session_ended'
  | 'session_invalid'
  | 'unreachable'
  | 'free_spins'
  | 'no_funds'
  | 'refused'
  | 'free_win'
  | 'free_no_win'
  | 'win'
  | 'lose'
  | 'leaving'
  | 'back_to_lobby';

export const GAME_TEXTS: PageTexts<GameTextKey> = {
  en: {
    real_money: 'Real money',
    fun_money: 'Fun money',
    balance: 'Balance:',
    reels: 'Reels',
    bet: 'Bet',
    spin: 'Spin',
    play: 'Play',
    wheel: 'Wheel',
    bet_on: 'Bet on',
    red: 'Red',
    black: 'Black',
    green: 'Green',
    dealer: 'Dealer Dana is spinning the wheel…',
    deposit: 'Deposit',
    exit_game: 'Exit game',
    live_roulette: 'Live Roulette',
    sportsbook: 'Sportsbook',
    game_unavailable: 'Game unavailable',
    session_ended: 'This game session has ended. Launch the game again from the casino.',
    session_invalid: 'This game session is not valid',
    unreachable: 'The game server cannot be reached',
    free_spins: 'You have {count} free spins on this game.',
    no_funds: 'Not enough balance for this bet. Deposit to keep playing.',
    refused: 'The bet was refused',
    free_win: 'Free spin! You win {amount}!',
    free_no_win: 'Free spin! No win this time.',
    win: 'You win {amount}!',
    lose: 'No win this time. Lost {amount}.',
    leaving: 'Returning to the casino…',
    back_to_lobby: 'Back to the lobby',
  },
  de: {
    real_money: 'Echtgeld',
    fun_money: 'Spielgeld',
    balance: 'Kontostand:',
    reels: 'Walzen',
    bet: 'Einsatz',
    spin: 'Drehen',
    play: 'Spielen',
    wheel: 'Rad',
    bet_on: 'Setzen auf',
    red: 'Rot',
    black: 'Schwarz',
    green: 'Grün',
    dealer: 'Croupière Dana dreht das Rad…',
    deposit: 'Einzahlen',
    exit_game: 'Spiel verlassen',
    live_roulette: 'Live-Roulette',
    sportsbook: 'Sportwetten',
    game_unavailable: 'Spiel nicht verfügbar',
    session_ended: 'Diese Spielsitzung ist beendet. Starten Sie das Spiel erneut im Casino.',
    session_invalid: 'Diese Spielsitzung ist ungültig',
    unreachable: 'Der Spielserver ist nicht erreichbar',
    free_spins: 'Sie haben {count} Freispiele für dieses Spiel.',
    no_funds: 'Ihr Guthaben reicht für diesen Einsatz nicht. Zahlen Sie ein, um weiterzuspielen.',
    refused: 'Der Einsatz wurde abgelehnt',
    free_win: 'Freispiel! Sie gewinnen {amount}!',
    free_no_win: 'Freispiel! Diesmal kein Gewinn.',
    win: 'Sie gewinnen {amount}!',
    lose: 'Diesmal kein Gewinn. Verloren: {amount}.',
    leaving: 'Zurück zum Casino…',
    back_to_lobby: 'Zurück zur Lobby',
  },
  es: {
    real_money: 'Dinero real',
    fun_money: 'Dinero ficticio',
    balance: 'Saldo:',
    reels: 'Rodillos',
    bet: 'Apuesta',
    spin: 'Girar',
    play: 'Jugar',
    wheel: 'Ruleta',
    bet_on: 'Apostar a',
    red: 'Rojo',
    black: 'Negro',
    green: 'Verde',
    dealer: 'La crupier Dana gira la ruleta…',
    deposit: 'Depositar',
    exit_game: 'Salir del juego',
    live_roulette: 'Ruleta en vivo',
    sportsbook: 'Apuestas deportivas',
    game_unavailable: 'Juego no disponible',
    session_ended: 'Esta sesión de juego ha terminado. Vuelve a abrir el juego desde el casino.',
    session_invalid: 'Esta sesión de juego no es válida',
    unreachable: 'No se puede conectar con el servidor del juego',
    free_spins: 'Tienes {count} giros gratis en este juego.',
    no_funds: 'Saldo insuficiente para esta apuesta. Deposita para seguir jugando.',
    refused: 'La apuesta fue rechazada',
    free_win: '¡Giro gratis! ¡Ganas {amount}!',
    free_no_win: '¡Giro gratis! Esta vez no hay premio.',
    win: '¡Ganas {amount}!',
    lose: 'Esta vez no hay premio. Has perdido {amount}.',
    leaving: 'Volviendo al casino…',
    back_to_lobby: 'Volver al lobby',
  },
  fr: {
    real_money: 'Argent réel',
    fun_money: 'Argent fictif',
    balance: 'Solde :',
    reels: 'Rouleaux',
    bet: 'Mise',
    spin: 'Lancer',
    play: 'Jouer',
    wheel: 'Roue',
    bet_on: 'Miser sur',
    red: 'Rouge',
    black: 'Noir',
    green: 'Vert',
    dealer: 'La croupière Dana fait tourner la roue…',
    deposit: 'Déposer',
    exit_game: 'Quitter le jeu',
    live_roulette: 'Roulette en direct',
    sportsbook: 'Paris sportifs',
    game_unavailable: 'Jeu indisponible',
    session_ended: 'Cette session de jeu est terminée. Relancez le jeu depuis le casino.',
    session_invalid: "Cette session de jeu n'est pas valide",
    unreachable: 'Le serveur de jeu est injoignable',
    free_spins: 'Vous avez {count} tours gratuits sur ce jeu.',
    no_funds: 'Solde insuffisant pour cette mise. Déposez pour continuer à jouer.',
    refused: 'La mise a été refusée',
    free_win: 'Tour gratuit ! Vous gagnez {amount} !',
    free_no_win: 'Tour gratuit ! Pas de gain cette fois.',
    win: 'Vous gagnez {amount} !',
    lose: 'Pas de gain cette fois. Perdu : {amount}.',
    leaving: 'Retour au casino…',
    back_to_lobby: 'Retour au lobby',
  },
};

export type CashierTextKey =
  | 'title'
  | 'log_in_to_deposit'
  | 'go_to_lobby'
  | 'deposit_ok'
  | 'invalid_amount'
  | 'balance'
  | 'deposit_amount'
  | 'deposit'
  | 'withdrawals'
  | 'processing'
  | 'not_from_cashier'
  | 'over_daily_cap'
  | 'form_expired'
  | 'nothing_charged'
  | 'back_to_cashier'
  | 'help_text'
  | 'responsible_gaming'
  | 'limit_offer_title'
  | 'limit_offer_hint'
  | 'limit_deposit_day'
  | 'limit_deposit_week'
  | 'limit_deposit_month'
  | 'limit_save'
  | 'limit_skip'
  | 'limit_saved'
  | 'limit_pending'
  | 'limit_invalid'
  | 'limit_empty'
  | 'limit_failed';

export const CASHIER_TEXTS: PageTexts<CashierTextKey> = {
  en: {
    title: 'Cashier',
    log_in_to_deposit: 'Log in to deposit.',
    go_to_lobby: 'Go to the lobby',
    deposit_ok: 'Deposit received. Good luck!',
    invalid_amount: 'Choose an amount between 1 and 10,000.',
    balance: 'Balance:',
    deposit_amount: 'Deposit amount ({currency})',
    deposit: 'Deposit',
    withdrawals: 'Withdrawals',
    processing: 'Processing…',
    not_from_cashier: 'This deposit did not come from the cashier page.',
    over_daily_cap: 'This deposit would pass the daily limit of 20,000.',
    form_expired: 'This deposit form has expired. Open the cashier again.',
    nothing_charged: 'Nothing was charged.',
    back_to_cashier: 'Back to the cashier',
    help_text: 'Free, confidential help is there if gambling is becoming a problem:',
    responsible_gaming: 'Responsible gaming',
    limit_offer_title: 'Set a deposit limit',
    limit_offer_hint:
      'Before your first deposit, decide how much you want to deposit at most. Leave a field empty for no limit; you can change your limits at any time on the responsible gaming page.',
    limit_deposit_day: 'Daily limit ({currency})',
    limit_deposit_week: 'Weekly limit ({currency})',
    limit_deposit_month: 'Monthly limit ({currency})',
    limit_save: 'Save my limits',
    limit_skip: 'No limit for now',
    limit_saved: 'Your limits are saved.',
    limit_pending: 'Your limits are saved. A higher limit applies once its 24 hours are over.',
    limit_invalid: 'Enter an amount above 0 with at most two decimals, or leave the field empty.',
    limit_empty: 'Enter at least one limit, or choose No limit for now.',
    limit_failed: 'Your limits could not be saved. Please try again.',
  },
  de: {
    title: 'Kasse',
    log_in_to_deposit: 'Melden Sie sich an, um einzuzahlen.',
    go_to_lobby: 'Zur Lobby',
    deposit_ok: 'Einzahlung erhalten. Viel Glück!',
    invalid_amount: 'Wählen Sie einen Betrag zwischen 1 und 10.000.',
    balance: 'Kontostand:',
    deposit_amount: 'Einzahlungsbetrag ({currency})',
    deposit: 'Einzahlen',
    withdrawals: 'Auszahlungen',
    processing: 'Wird bearbeitet…',
    not_from_cashier: 'Diese Einzahlung kam nicht von der Kassenseite.',
    over_daily_cap: 'Diese Einzahlung würde das Tageslimit von 20.000 überschreiten.',
    form_expired: 'Dieses Einzahlungsformular ist abgelaufen. Öffnen Sie die Kasse erneut.',
    nothing_charged: 'Es wurde nichts belastet.',
    back_to_cashier: 'Zurück zur Kasse',
    help_text: 'Kostenlose, vertrauliche Hilfe gibt es, wenn Glücksspiel zum Problem wird:',
    responsible_gaming: 'Verantwortungsvolles Spielen',
    limit_offer_title: 'Einzahlungslimit festlegen',
    limit_offer_hint:
      'Lege vor deiner ersten Einzahlung fest, wie viel du höchstens einzahlen möchtest. Lass ein Feld leer für kein Limit; du kannst deine Limits jederzeit auf der Seite für verantwortungsvolles Spielen ändern.',
    limit_deposit_day: 'Tageslimit ({currency})',
    limit_deposit_week: 'Wochenlimit ({currency})',
    limit_deposit_month: 'Monatslimit ({currency})',
    limit_save: 'Limits speichern',
    limit_skip: 'Vorerst kein Limit',
    limit_saved: 'Deine Limits sind gespeichert.',
    limit_pending:
      'Deine Limits sind gespeichert. Ein höheres Limit gilt, sobald seine 24 Stunden vorbei sind.',
    limit_invalid:
      'Gib einen Betrag über 0 mit höchstens zwei Nachkommastellen ein oder lass das Feld leer.',
    limit_empty: 'Gib mindestens ein Limit ein oder wähle „Vorerst kein Limit“.',
    limit_failed: 'Deine Limits konnten nicht gespeichert werden. Bitte versuche es erneut.',
  },
  es: {
    title: 'Cajero',
    log_in_to_deposit: 'Inicia sesión para depositar.',
    go_to_lobby: 'Ir al lobby',
    deposit_ok: 'Depósito recibido. ¡Buena suerte!',
    invalid_amount: 'Elige un importe entre 1 y 10.000.',
    balance: 'Saldo:',
    deposit_amount: 'Importe del depósito ({currency})',
    deposit: 'Depositar',
    withdrawals: 'Retiros',
    processing: 'Procesando…',
    not_from_cashier: 'Este depósito no procede de la página del cajero.',
    over_daily_cap: 'Este depósito superaría el límite diario de 20.000.',
    form_expired: 'Este formulario de depósito ha caducado. Abre el cajero de nuevo.',
    nothing_charged: 'No se ha cobrado nada.',
    back_to_cashier: 'Volver al cajero',
    help_text: 'Hay ayuda gratuita y confidencial si el juego se está convirtiendo en un problema:',
    responsible_gaming: 'Juego responsable',
    limit_offer_title: 'Fija un límite de depósito',
    limit_offer_hint:
      'Antes de tu primer depósito, decide cuánto quieres depositar como máximo. Deja un campo vacío para no tener límite; puedes cambiar tus límites cuando quieras en la página de juego responsable.',
    limit_deposit_day: 'Límite diario ({currency})',
    limit_deposit_week: 'Límite semanal ({currency})',
    limit_deposit_month: 'Límite mensual ({currency})',
    limit_save: 'Guardar mis límites',
    limit_skip: 'Sin límite por ahora',
    limit_saved: 'Tus límites están guardados.',
    limit_pending:
      'Tus límites están guardados. Un límite más alto se aplica cuando pasan sus 24 horas.',
    limit_invalid:
      'Introduce un importe mayor que 0 con dos decimales como máximo, o deja el campo vacío.',
    limit_empty: 'Introduce al menos un límite o elige Sin límite por ahora.',
    limit_failed: 'No se han podido guardar tus límites. Inténtalo de nuevo.',
  },
  fr: {
    title: 'Caisse',
    log_in_to_deposit: 'Connectez-vous pour effectuer un dépôt.',
    go_to_lobby: 'Aller au lobby',
    deposit_ok: 'Dépôt reçu. Bonne chance !',
    invalid_amount: 'Choisissez un montant entre 1 et 10 000.',
    balance: 'Solde :',
    deposit_amount: 'Montant du dépôt ({currency})',
    deposit: 'Déposer',
    withdrawals: 'Retraits',
    processing: 'Traitement…',
    not_from_cashier: 'Ce dépôt ne provient pas de la page de la caisse.',
    over_daily_cap: 'Ce dépôt dépasserait la limite quotidienne de 20 000.',
    form_expired: 'Ce formulaire de dépôt a expiré. Rouvrez la caisse.',
    nothing_charged: "Rien n'a été débité.",
    back_to_cashier: 'Retour à la caisse',
    help_text: 'Une aide gratuite et confidentielle existe si le jeu devient un problème :',
    responsible_gaming: 'Jeu responsable',
    limit_offer_title: 'Fixer une limite de dépôt',
    limit_offer_hint:
      'Avant votre premier dépôt, décidez combien vous voulez déposer au plus. Laissez un champ vide pour aucune limite ; vous pouvez modifier vos limites à tout moment sur la page jeu responsable.',
    limit_deposit_day: 'Limite quotidienne ({currency})',
    limit_deposit_week: 'Limite hebdomadaire ({currency})',
    limit_deposit_month: 'Limite mensuelle ({currency})',
    limit_save: 'Enregistrer mes limites',
    limit_skip: 'Pas de limite pour l’instant',
    limit_saved: 'Vos limites sont enregistrées.',
    limit_pending:
      'Vos limites sont enregistrées. Une limite plus haute s’applique une fois ses 24 heures écoulées.',
    limit_invalid:
      'Saisissez un montant supérieur à 0 avec deux décimales au plus, ou laissez le champ vide.',
    limit_empty: 'Saisissez au moins une limite, ou choisissez Pas de limite pour l’instant.',
    limit_failed: 'Vos limites n’ont pas pu être enregistrées. Veuillez réessayer.',
  },
};
