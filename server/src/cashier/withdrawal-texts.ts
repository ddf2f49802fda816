// The withdrawals' words in the site's four languages: the page, its script's messages and the
// sentences of the API's errors (the `code` never changes with the language).
import type { Withdrawal, WithdrawalMethod } from '@parlor/shared/types';
import { pageText, type PageLang, type PageTexts } from '../i18n/page-language';

export type WithdrawalTextKey =
  | 'title'
  | 'withdrawable'
  | 'log_in_to_withdraw'
  | 'locked_out'
  | 'username'
  | 'password'
  | 'amount'
  | 'method'
  | WithdrawalMethod
  | 'request'
  | 'processing'
  | 'requested'
  | 'requested_until'
  | 'cancelled'
  | 'age_needed'
  | 'verify_age'
  | 'your_withdrawals'
  | 'none_yet'
  | 'requested_on'
  | 'status'
  | `status_${Withdrawal['status']}`
  | 'pays_on'
  | 'cancel'
  | 'cancel_label'
  | 'fun_money'
  | 'back_to_cashier'
  | 'invalid_amount'
  | 'insufficient_funds'
  | 'not_pending'
  | 'not_found'
  | 'bad_credentials'
  | 'rate_limited'
  | 'failed';

export const WITHDRAWAL_TEXTS: PageTexts<WithdrawalTextKey> = {
  en: {
    title: 'Withdrawals',
    withdrawable: 'Withdrawable balance:',
    log_in_to_withdraw: 'Log in to withdraw.',
    locked_out:
      'On a break or self-excluded? You can still withdraw your balance with your username and password.',
    username: 'Username',
    password: 'Password',
    amount: 'Amount ({currency})',
    method: 'Method',
    bank_transfer: 'Bank transfer',
    card: 'Card',
    e_wallet: 'E-wallet',
    request: 'Request withdrawal',
    processing: 'Processing…',
    requested: 'Withdrawal requested. You can cancel it until it is paid.',
    requested_until: 'Withdrawal of {amount} requested. It will be paid on {date}.',
    cancelled: 'Withdrawal cancelled. The money is back in your balance.',
    age_needed: 'We need to verify your age before you can withdraw.',
    verify_age: 'Verify your age',
    your_withdrawals: 'Your withdrawals',
    none_yet: 'No withdrawals yet.',
    requested_on: 'Requested',
    status: 'Status',
    status_pending: 'Pending',
    status_paid: 'Paid',
    status_cancelled: 'Cancelled',
    pays_on: 'paid on {date}',
    cancel: 'Cancel',
    cancel_label: 'Cancel the withdrawal of {amount}',
    fun_money: 'Fun money cannot be withdrawn.',
    back_to_cashier: 'Back to the cashier',
    invalid_amount: 'Enter an amount of at least 1.00, with at most two decimals.',
    insufficient_funds: 'This is more than your withdrawable balance.',
    not_pending: 'This withdrawal is no longer pending.',
    not_found: 'There is no such withdrawal.',
    bad_credentials: 'Wrong username or password',
    rate_limited: 'Too many attempts. Please wait a minute and try again.',
    failed: 'Something went wrong. Please try again.',
  },
  de: {
    title: 'Auszahlungen',
    withdrawable: 'Auszahlbares Guthaben:',
    log_in_to_withdraw: 'Melde dich an, um auszuzahlen.',
    locked_out:
      'Du machst eine Pause oder hast dich gesperrt? Mit Benutzername und Passwort kannst du dein Guthaben trotzdem auszahlen.',
    username: 'Benutzername',
    password: 'Passwort',
    amount: 'Betrag ({currency})',
    method: 'Zahlungsweg',
    bank_transfer: 'Banküberweisung',
    card: 'Karte',
    e_wallet: 'E-Wallet',
    request: 'Auszahlung beantragen',
    processing: 'Wird bearbeitet…',
    requested: 'Auszahlung beantragt. Du kannst sie stornieren, bis sie ausgezahlt ist.',
    requested_until: 'Auszahlung von {amount} beantragt. Sie wird am {date} ausgezahlt.',
    cancelled: 'Auszahlung storniert. Das Geld ist wieder in deinem Guthaben.',
    age_needed: 'Wir müssen dein Alter verifizieren, bevor du auszahlen kannst.',
    verify_age: 'Alter verifizieren',
    your_withdrawals: 'Deine Auszahlungen',
    none_yet: 'Noch keine Auszahlungen.',
    requested_on: 'Beantragt',
    status: 'Status',
    status_pending: 'Ausstehend',
    status_paid: 'Ausgezahlt',
    status_cancelled: 'Storniert',
    pays_on: 'Auszahlung am {date}',
    cancel: 'Stornieren',
    cancel_label: 'Auszahlung von {amount} stornieren',
    fun_money: 'Spielgeld kann nicht ausgezahlt werden.',
    back_to_cashier: 'Zurück zur Kasse',
    invalid_amount: 'Gib einen Betrag von mindestens 1.00 mit höchstens zwei Nachkommastellen ein.',
    insufficient_funds: 'Das ist mehr als dein auszahlbares Guthaben.',
    not_pending: 'Diese Auszahlung steht nicht mehr aus.',
    not_found: 'Diese Auszahlung gibt es nicht.',
    bad_credentials: 'Benutzername oder Passwort ist falsch',
    rate_limited: 'Zu viele Versuche. Bitte warte eine Minute.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
  es: {
    title: 'Retiros',
    withdrawable: 'Saldo retirable:',
    log_in_to_withdraw: 'Inicia sesión para retirar.',
    locked_out:
      '¿Estás en una pausa o autoexcluido? Puedes retirar tu saldo igualmente con tu usuario y contraseña.',
    username: 'Usuario',
    password: 'Contraseña',
    amount: 'Importe ({currency})',
    method: 'Método',
    bank_transfer: 'Transferencia bancaria',
    card: 'Tarjeta',
    e_wallet: 'Monedero electrónico',
    request: 'Solicitar retiro',
    processing: 'Procesando…',
    requested: 'Retiro solicitado. Puedes cancelarlo hasta que se pague.',
    requested_until: 'Retiro de {amount} solicitado. Se pagará el {date}.',
    cancelled: 'Retiro cancelado. El dinero ha vuelto a tu saldo.',
    age_needed: 'Necesitamos verificar tu edad antes de que puedas retirar.',
    verify_age: 'Verificar tu edad',
    your_withdrawals: 'Tus retiros',
    none_yet: 'Aún no hay retiros.',
    requested_on: 'Solicitado',
    status: 'Estado',
    status_pending: 'Pendiente',
    status_paid: 'Pagado',
    status_cancelled: 'Cancelado',
    pays_on: 'se paga el {date}',
    cancel: 'Cancelar',
    cancel_label: 'Cancelar el retiro de {amount}',
    fun_money: 'El dinero ficticio no se puede retirar.',
    back_to_cashier: 'Volver al cajero',
    invalid_amount: 'Introduce un importe de al menos 1.00, con dos decimales como máximo.',
    insufficient_funds: 'Es más que tu saldo retirable.',
    not_pending: 'Este retiro ya no está pendiente.',
    not_found: 'Este retiro no existe.',
    bad_credentials: 'Usuario o contraseña incorrectos',
    rate_limited: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
  fr: {
    title: 'Retraits',
    withdrawable: 'Solde retirable :',
    log_in_to_withdraw: 'Connectez-vous pour effectuer un retrait.',
    locked_out:
      'En pause ou auto-exclu ? Vous pouvez tout de même retirer votre solde avec votre nom d’utilisateur et votre mot de passe.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    amount: 'Montant ({currency})',
    method: 'Moyen',
    bank_transfer: 'Virement bancaire',
    card: 'Carte',
    e_wallet: 'Portefeuille électronique',
    request: 'Demander le retrait',
    processing: 'Traitement…',
    requested: 'Retrait demandé. Vous pouvez l’annuler tant qu’il n’est pas payé.',
    requested_until: 'Retrait de {amount} demandé. Il sera payé le {date}.',
    cancelled: 'Retrait annulé. L’argent est de retour sur votre solde.',
    age_needed: 'Nous devons vérifier votre âge avant que vous puissiez retirer.',
    verify_age: 'Vérifier votre âge',
    your_withdrawals: 'Vos retraits',
    none_yet: 'Aucun retrait pour le moment.',
    requested_on: 'Demandé',
    status: 'Statut',
    status_pending: 'En attente',
    status_paid: 'Payé',
    status_cancelled: 'Annulé',
    pays_on: 'payé le {date}',
    cancel: 'Annuler',
    cancel_label: 'Annuler le retrait de {amount}',
    fun_money: 'L’argent fictif ne peut pas être retiré.',
    back_to_cashier: 'Retour à la caisse',
    invalid_amount: 'Saisissez un montant d’au moins 1.00, avec deux décimales au plus.',
    insufficient_funds: 'C’est plus que votre solde retirable.',
    not_pending: 'Ce retrait n’est plus en attente.',
    not_found: 'Ce retrait n’existe pas.',
    bad_credentials: 'Nom d’utilisateur ou mot de passe incorrect',
    rate_limited: 'Trop de tentatives. Attendez une minute puis réessayez.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export function withdrawalText(
  key: WithdrawalTextKey,
  lang: PageLang,
  vars: Record<string, string> = {},
): string {
  return pageText(WITHDRAWAL_TEXTS, lang, key, vars);
}
