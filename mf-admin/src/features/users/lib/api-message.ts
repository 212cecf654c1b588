import type { TFunction } from 'i18next';

/**
 * The messages the API answers the status changes with (api/src/modules/admin/routes.ts), by
 * this remote's key for them in other languages. The API writes them in English only.
 */
const knownMessages: Readonly<Record<string, string>> = {
  'User deactivated': 'users.deactivated',
  'User reactivated': 'users.reactivated',
};

/**
 * What the API said a done action did, for the page: as the API says it on an English page, and
 * on another the remote's translation of it when it knows the message (else as the API says it).
 */
export function apiMessageText(message: string, t: TFunction, language: string): string {
  const key = knownMessages[message];
  return language === 'en' || !key ? message : t(key, { ns: 'admin', lng: language });
}
