// The sign-up's and login's refusals that are not protection rules, in the site's four languages
// (the `code` never changes with the language).
import { pageText, type PageLang, type PageTexts } from '../i18n/page-language';

export type AuthTextKey = 'account_exists' | 'under_age' | 'terms_required' | 'username_taken';

export const AUTH_TEXTS: PageTexts<AuthTextKey> = {
  en: {
    account_exists:
      'You already have an account with this casino. Log in, or reset your password if you have forgotten it.',
    under_age: 'You must be 18 or older to sign up.',
    terms_required: 'Please accept the terms and conditions to sign up.',
    username_taken: 'This username is taken',
  },
  de: {
    account_exists:
      'Du hast bereits ein Konto bei diesem Casino. Melde dich an oder setze dein Passwort zurück, wenn du es vergessen hast.',
    under_age: 'Du musst mindestens 18 Jahre alt sein, um dich zu registrieren.',
    terms_required:
      'Bitte akzeptiere die Allgemeinen Geschäftsbedingungen, um dich zu registrieren.',
    username_taken: 'Dieser Benutzername ist vergeben',
  },
  es: {
    account_exists:
      'Ya tienes una cuenta en este casino. Inicia sesión o restablece tu contraseña si la has olvidado.',
    under_age: 'Debes tener 18 años o más para registrarte.',
    terms_required: 'Acepta los términos y condiciones para registrarte.',
    username_taken: 'Este nombre de usuario ya existe',
  },
  fr: {
    account_exists:
      'Vous avez déjà un compte dans ce casino. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
    under_age: 'Vous devez avoir au moins 18 ans pour vous inscrire.',
    terms_required: 'Veuillez accepter les conditions générales pour vous inscrire.',
    username_taken: 'Ce nom d’utilisateur est déjà pris',
  },
};

export function authText(key: AuthTextKey, lang: PageLang): string {
  return pageText(AUTH_TEXTS, lang, key);
}
