export { settingsQueryOptions, useSettings } from './settings-query';
export type { WebSettings } from '../contract/schemas/settings';
