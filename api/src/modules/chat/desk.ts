import type { Queryable } from '../../db/db';
import { readSettings } from '../web-settings/settings-store';

/** How users see the admin desk: the site's company name and logo. */
export interface DeskIdentity {
  name: string;
  /** A stored file key. */
  profile: string;
}

const fallbackName = 'Admin';

export async function deskIdentity(db: Queryable): Promise<DeskIdentity> {
  const settings = await readSettings(db, ['company_name', 'web_logo']);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { name: text(settings.get('company_name')) || fallbackName, profile: text(settings.get('web_logo')) };
}
