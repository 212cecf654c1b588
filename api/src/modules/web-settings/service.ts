import { packageFeatureKeys, webSettingsKeys, type WebSettings } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth';
import { listLanguages } from '../languages/service';
import { publicPropertySql } from '../properties/constants';
import { defaultSettings, fileSettingKeys } from './defaults';
import { readSettings } from './settings-store';

const publicKeys = new Set<string>(webSettingsKeys);

/** web-settings: stored public settings over their defaults, plus what is derived live. */
export async function getWebSettings(deps: AppDeps, reader: AuthUser | undefined): Promise<WebSettings> {
  const [stored, languages, [prices], features] = await Promise.all([
    readSettings(deps.db),
    listLanguages(deps.db),
    deps.db.query<{ min_price: number; max_price: number }>(
      `select coalesce(min(p.price), 0) as min_price, coalesce(max(p.price), 0) as max_price
         from properties p where ${publicPropertySql('p')}`,
    ),
    deps.db.query<{ key: string }>(
      `select distinct f.key from features f
         join package_features pf on pf.feature_id = f.id join packages pk on pk.id = pf.package_id
        where pk.status = 1`,
    ),
  ]);
  const settings: Record<string, unknown> = { ...defaultSettings };
  for (const [key, value] of stored) if (publicKeys.has(key)) settings[key] = value;
  for (const key of fileSettingKeys) settings[key] = deps.files.url(String(settings[key] ?? ''));

  return {
    ...(settings as typeof defaultSettings),
    min_price: prices?.min_price ?? 0,
    max_price: prices?.max_price ?? 0,
    languages,
    features_available: Object.fromEntries(
      packageFeatureKeys.map((key) => [key, features.some((feature) => feature.key === key) ? 1 : 0]),
    ) as WebSettings['features_available'],
    map_tile_url: deps.config.mapTileUrl,
    map_tile_attribution: deps.config.mapTileAttribution,
    virtual_tours_api_url: deps.config.virtualToursApiUrl,
    ...(deps.config.firebase ? { firebase: deps.config.firebase.web } : {}),
    ...(reader ? await readerSettings(deps, reader) : {}),
  } as WebSettings;
}

/** The signed-in reader's own state: verification, activity and the active package. */
async function readerSettings(deps: AppDeps, reader: AuthUser) {
  const [user] = await deps.db.query<{
    verification_status: NonNullable<WebSettings['verification_status']>;
    is_active: boolean;
    is_premium: boolean;
  }>(
    `select u.verification_status, u.is_active,
        exists (select 1 from user_packages up
                  join package_features pf on pf.package_id = up.package_id
                  join features f on f.id = pf.feature_id and f.key = 'premium_properties'
                 where up.user_id = u.id and now() between up.start_date and up.end_date) as is_premium
       from users u where u.id = $1`,
    [reader.id],
  );
  const [active] = await deps.db.query<{
    id: number;
    package_id: number;
    name: string;
    start_date: Date;
    end_date: Date;
  }>(
    `select up.id, up.package_id, pk.name, up.start_date, up.end_date
       from user_packages up join packages pk on pk.id = up.package_id
      where up.user_id = $1 and now() between up.start_date and up.end_date
      order by up.end_date desc, up.id desc limit 1`,
    [reader.id],
  );
  if (!user) return {};
  return {
    ...user,
    subscription: active
      ? { ...active, start_date: active.start_date.toISOString(), end_date: active.end_date.toISOString() }
      : null,
  };
}
