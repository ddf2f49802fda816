// Apps translate through these re-exports, never through react-i18next directly: one instance
// inside the @parlor/shared singleton, and only the hooks Parlor uses are bundled.
export { I18nextProvider, useTranslation } from 'react-i18next';
