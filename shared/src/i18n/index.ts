export { addNamespace, i18n, initI18n, loadLanguage, refreshLanguage } from './i18n';
export { API_ERRORS_NAMESPACE, ApiErrorText, apiErrorText, apiErrorTexts, useApiErrorText } from './api-error-text';
export { splitByNamespace } from './unflatten';
export type { Translations } from './unflatten';
/**
 * The react-i18next bindings the shell and the remotes use, travelling inside this singleton
 * entry instead of being shared themselves: a shared package cannot be tree-shaken, and all of
 * react-i18next (Trans and its HTML parser, HOCs, SSR helpers) would ship on every first load.
 * A screen that needs another export adds it here; the test kits bind instances of their own
 * with initReactI18next, which the singleton uses anyway.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
