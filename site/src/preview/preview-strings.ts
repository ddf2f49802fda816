// The words of the site's own page that refuses a preview link (preview-routes.ts), in the
// site's four languages: the page is the site's, not an app's.
import type { PageLang } from '../i18n/visitor-language';

export interface PreviewStrings {
  refused_title: string;
  refused_malformed: string;
  refused_signature: string;
  refused_expired: string;
  refused_casino: string;
  refused_skew: string;
  refused_unavailable: string;
  back: string;
}

export const PREVIEW_STRINGS: Record<PageLang, PreviewStrings> = {
  en: {
    refused_title: 'This preview link cannot be used',
    refused_malformed: 'The link is incomplete or was changed. Ask for a new one.',
    refused_signature: 'The link is incomplete or was changed. Ask for a new one.',
    refused_expired: 'The link has expired. Ask for a new one.',
    refused_casino: 'The link is for another casino.',
    refused_skew: 'This release cannot run on this site: {{detail}}',
    refused_unavailable: 'The casino cannot be reached right now. Try the link again in a moment.',
    back: 'Go to the casino',
  },
  de: {
    refused_title: 'Dieser Vorschau-Link kann nicht verwendet werden',
    refused_malformed: 'Der Link ist unvollständig oder wurde verändert. Fordere einen neuen an.',
    refused_signature: 'Der Link ist unvollständig oder wurde verändert. Fordere einen neuen an.',
    refused_expired: 'Der Link ist abgelaufen. Fordere einen neuen an.',
    refused_casino: 'Der Link gehört zu einem anderen Casino.',
    refused_skew: 'Dieses Release kann auf dieser Seite nicht laufen: {{detail}}',
    refused_unavailable:
      'Das Casino ist gerade nicht erreichbar. Versuche den Link gleich noch einmal.',
    back: 'Zum Casino',
  },
  es: {
    refused_title: 'Este enlace de vista previa no se puede usar',
    refused_malformed: 'El enlace está incompleto o fue modificado. Pide uno nuevo.',
    refused_signature: 'El enlace está incompleto o fue modificado. Pide uno nuevo.',
    refused_expired: 'El enlace ha caducado. Pide uno nuevo.',
    refused_casino: 'El enlace es de otro casino.',
    refused_skew: 'Esta versión no puede funcionar en este sitio: {{detail}}',
    refused_unavailable:
      'No se puede contactar con el casino ahora. Vuelve a abrir el enlace en un momento.',
    back: 'Ir al casino',
  },
  fr: {
    refused_title: 'Ce lien d’aperçu ne peut pas être utilisé',
    refused_malformed: 'Le lien est incomplet ou a été modifié. Demandez-en un nouveau.',
    refused_signature: 'Le lien est incomplet ou a été modifié. Demandez-en un nouveau.',
    refused_expired: 'Le lien a expiré. Demandez-en un nouveau.',
    refused_casino: 'Le lien est destiné à un autre casino.',
    refused_skew: 'Cette version ne peut pas fonctionner sur ce site : {{detail}}',
    refused_unavailable:
      'Le casino est injoignable pour le moment. Rouvrez le lien dans un instant.',
    back: 'Aller au casino',
  },
};
