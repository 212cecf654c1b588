import { packageFeatureKeys, webSettingsKeys, type WebSettings } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { PaymentsConfig } from '../../config/payments';
import type { AuthUser } from '../../http/auth';
import { listLanguages } from '../languages/service';
import { publicProperty } from '../listing-rules/visibility';
import { readBankTransferSettings } from './bank-transfer-settings';
import { defaultSettings, fileSettingKeys } from './defaults';
import { readSettings } from './settings-store';

const publicKeys = new Set<string>(webSettingsKeys);

/**
 * web-settings: stored public settings over their defaults, plus what is derived live; the
 * payment providers' public keys are those of the providers in effect (environment or Settings).
 */
export async function getWebSettings(
  deps: AppDeps,
  reader: AuthUser | undefined,
  payments: PaymentsConfig,
): Promise<WebSettings> {
  const [stored, languages, [prices], features, bankTransfer] = await Promise.all([
    readSettings(deps.db),
    listLanguages(deps.db),
    kyselyOf(deps.db)
      .selectFrom('properties as p')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.min('p.price'), eb.lit(0)).as('min_price'),
        eb.fn.coalesce(eb.fn.max('p.price'), eb.lit(0)).as('max_price'),
      ])
      .where(publicProperty)
      .execute(),
    kyselyOf(deps.db)
      .selectFrom('features as f')
      .innerJoin('package_features as pf', 'pf.feature_id', 'f.id')
      .innerJoin('packages as pk', 'pk.id', 'pf.package_id')
      .select('f.key')
      .distinct()
      .where((eb) => eb('pk.status', '=', eb.lit(1)))
      .execute(),
    readBankTransferSettings(deps),
  ]);
  const settings: Record<string, unknown> = { ...defaultSettings };
  for (const [key, value] of stored) if (publicKeys.has(key)) settings[key] = value;
  for (const key of fileSettingKeys) settings[key] = deps.files.url(String(settings[key] ?? ''));

  return {
    ...(settings as typeof defaultSettings),
    ...bankTransfer,
    stripe_publishable_key: payments.stripe?.publishableKey ?? '',
    paystack_public_key: payments.paystack?.publicKey ?? '',
    min_price: prices?.min_price ?? 0,
    max_price: prices?.max_price ?? 0,
    languages,
    features_available: Object.fromEntries(
      packageFeatureKeys.map((key) => [key, features.some((feature) => feature.key === key) ? 1 : 0]),
    ) as WebSettings['features_available'],
    // A map stored in the console's Settings wins over MAP_TILE_URL / MAP_TILE_ATTRIBUTION.
    map_tile_url: String(settings.map_tile_url ?? '') || deps.config.mapTileUrl,
    map_tile_attribution: String(settings.map_tile_attribution ?? '') || deps.config.mapTileAttribution,
    virtual_tours_api_url: deps.config.virtualToursApiUrl,
    ...(deps.config.firebase ? { firebase: deps.config.firebase.web } : {}),
    ...(reader ? await readerSettings(deps, reader) : {}),
  } as WebSettings;
}

/** The signed-in reader's own state: verification, activity and the active package. */
async function readerSettings(deps: AppDeps, reader: AuthUser) {
  const now = sql<Date>`now()`;
  const user = await kyselyOf(deps.db)
    .selectFrom('users as u')
    .select((eb) => [
      'u.verification_status',
      'u.is_active',
      eb
        .exists(
          eb
            .selectFrom('user_packages as up')
            .innerJoin('package_features as pf', 'pf.package_id', 'up.package_id')
            .innerJoin('features as f', (join) =>
              join.onRef('f.id', '=', 'pf.feature_id').on('f.key', '=', sql.lit<string>('premium_properties')),
            )
            .select(eb.lit(1).as('one'))
            .whereRef('up.user_id', '=', 'u.id')
            .where((sub) => sub.between(now, sub.ref('up.start_date'), sub.ref('up.end_date'))),
        )
        .$castTo<boolean>()
        .as('is_premium'),
    ])
    .where('u.id', '=', reader.id)
    .$narrowType<{ verification_status: NonNullable<WebSettings['verification_status']> }>()
    .executeTakeFirst();
  const active = await kyselyOf(deps.db)
    .selectFrom('user_packages as up')
    .innerJoin('packages as pk', 'pk.id', 'up.package_id')
    .select(['up.id', 'up.package_id', 'pk.name', 'up.start_date', 'up.end_date'])
    .where('up.user_id', '=', reader.id)
    .where((eb) => eb.between(now, eb.ref('up.start_date'), eb.ref('up.end_date')))
    .orderBy('up.end_date', 'desc')
    .orderBy('up.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!user) return {};
  return {
    ...user,
    subscription: active
      ? { ...active, start_date: active.start_date.toISOString(), end_date: active.end_date.toISOString() }
      : null,
  };
}
