export { settingsQueryOptions, useSettings } from './settings-query';
export type { WebSettings } from './web-settings';
