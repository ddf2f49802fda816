// The age verification's words in the site's four languages: its page, its script's messages and
// the sentences of its API's errors (the `code` never changes with the language).
import type { AgeVerification, IdentityDocumentType } from '@parlor/shared/types';
import { pageText, type PageLang, type PageTexts } from '../i18n/page-language';

export type VerificationTextKey =
  | 'title'
  | 'log_in_first'
  | 'go_to_lobby'
  | `state_${AgeVerification}`
  | 'document_sent_on'
  | IdentityDocumentType
  | 'send_title'
  | 'document_type'
  | 'document_file'
  | 'send'
  | 'sending'
  | 'choose_file'
  | 'invalid_document'
  | 'document_too_large'
  | 'already_verified'
  | 'rate_limited'
  | 'failed';

export const VERIFICATION_TEXTS: PageTexts<VerificationTextKey> = {
  en: {
    title: 'Age verification',
    log_in_first: 'Log in first to verify your age.',
    go_to_lobby: 'Go to the lobby',
    state_unverified:
      'Your age is not verified yet. Send a photo or a scan of an identity document to verify it.',
    state_pending:
      'We are checking your document. Come back to this page in a moment to see the result.',
    state_verified: 'Your age is verified. Thank you.',
    state_refused:
      'We could not verify your age from the document you sent. You can send another one, or contact support.',
    document_sent_on: 'Document sent: {type}, {date}.',
    passport: 'Passport',
    id_card: 'Identity card',
    driving_licence: 'Driving licence',
    send_title: 'Send a document',
    document_type: 'Document type',
    document_file: 'Document (JPEG, PNG or PDF, at most 2 MB)',
    send: 'Send',
    sending: 'Sending…',
    choose_file: 'Choose a file first.',
    invalid_document: 'This file is not a JPEG, PNG or PDF document.',
    document_too_large: 'This file is larger than 2 MB.',
    already_verified: 'Your age is already verified.',
    rate_limited: 'Too many attempts. Please wait a minute and try again.',
    failed: 'Something went wrong. Please try again.',
  },
  de: {
    title: 'Altersverifizierung',
    log_in_first: 'Melde dich zuerst an, um dein Alter zu verifizieren.',
    go_to_lobby: 'Zur Lobby',
    state_unverified:
      'Dein Alter ist noch nicht verifiziert. Sende ein Foto oder einen Scan eines Ausweisdokuments.',
    state_pending:
      'Wir prüfen dein Dokument. Komm gleich auf diese Seite zurück, um das Ergebnis zu sehen.',
    state_verified: 'Dein Alter ist verifiziert. Danke.',
    state_refused:
      'Wir konnten dein Alter mit dem gesendeten Dokument nicht verifizieren. Du kannst ein anderes senden oder den Support kontaktieren.',
    document_sent_on: 'Gesendetes Dokument: {type}, {date}.',
    passport: 'Reisepass',
    id_card: 'Personalausweis',
    driving_licence: 'Führerschein',
    send_title: 'Dokument senden',
    document_type: 'Art des Dokuments',
    document_file: 'Dokument (JPEG, PNG oder PDF, höchstens 2 MB)',
    send: 'Senden',
    sending: 'Wird gesendet…',
    choose_file: 'Wähle zuerst eine Datei.',
    invalid_document: 'Diese Datei ist kein JPEG-, PNG- oder PDF-Dokument.',
    document_too_large: 'Diese Datei ist größer als 2 MB.',
    already_verified: 'Dein Alter ist bereits verifiziert.',
    rate_limited: 'Zu viele Versuche. Bitte warte eine Minute.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
  es: {
    title: 'Verificación de edad',
    log_in_first: 'Inicia sesión primero para verificar tu edad.',
    go_to_lobby: 'Ir al lobby',
    state_unverified:
      'Tu edad aún no está verificada. Envía una foto o un escaneo de un documento de identidad.',
    state_pending:
      'Estamos revisando tu documento. Vuelve a esta página en un momento para ver el resultado.',
    state_verified: 'Tu edad está verificada. Gracias.',
    state_refused:
      'No hemos podido verificar tu edad con el documento enviado. Puedes enviar otro o contactar con el soporte.',
    document_sent_on: 'Documento enviado: {type}, {date}.',
    passport: 'Pasaporte',
    id_card: 'Documento de identidad',
    driving_licence: 'Permiso de conducir',
    send_title: 'Enviar un documento',
    document_type: 'Tipo de documento',
    document_file: 'Documento (JPEG, PNG o PDF, 2 MB como máximo)',
    send: 'Enviar',
    sending: 'Enviando…',
    choose_file: 'Elige primero un archivo.',
    invalid_document: 'Este archivo no es un documento JPEG, PNG o PDF.',
    document_too_large: 'Este archivo supera los 2 MB.',
    already_verified: 'Tu edad ya está verificada.',
    rate_limited: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
  fr: {
    title: 'Vérification de l’âge',
    log_in_first: 'Connectez-vous d’abord pour vérifier votre âge.',
    go_to_lobby: 'Aller au lobby',
    state_unverified:
      'Votre âge n’est pas encore vérifié. Envoyez une photo ou un scan d’une pièce d’identité.',
    state_pending:
      'Nous examinons votre document. Revenez sur cette page dans un instant pour voir le résultat.',
    state_verified: 'Votre âge est vérifié. Merci.',
    state_refused:
      'Nous n’avons pas pu vérifier votre âge avec le document envoyé. Vous pouvez en envoyer un autre ou contacter l’assistance.',
    document_sent_on: 'Document envoyé : {type}, {date}.',
    passport: 'Passeport',
    id_card: 'Carte d’identité',
    driving_licence: 'Permis de conduire',
    send_title: 'Envoyer un document',
    document_type: 'Type de document',
    document_file: 'Document (JPEG, PNG ou PDF, 2 Mo au plus)',
    send: 'Envoyer',
    sending: 'Envoi…',
    choose_file: 'Choisissez d’abord un fichier.',
    invalid_document: 'Ce fichier n’est pas un document JPEG, PNG ou PDF.',
    document_too_large: 'Ce fichier dépasse 2 Mo.',
    already_verified: 'Votre âge est déjà vérifié.',
    rate_limited: 'Trop de tentatives. Attendez une minute puis réessayez.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export function verificationText(
  key: VerificationTextKey,
  lang: PageLang,
  vars: Record<string, string> = {},
): string {
  return pageText(VERIFICATION_TEXTS, lang, key, vars);
}
