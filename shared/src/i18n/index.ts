export { addNamespace, i18n, initI18n, loadLanguage } from './i18n';
export { splitByNamespace } from './unflatten';
export type { Translations } from './unflatten';
