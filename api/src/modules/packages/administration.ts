import { packageFeatureKeys, packageTypes, type Package, type PackageFeatureKey } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { packageFeatures } from './service';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import { recordOperatorAction } from '../operator-log/record';
import { withArabicName, type OperatorActor } from '../catalogue-admin/texts';

/** A feature's limit in a package: a number of uses, unlimited, or left out (null). */
export type FeatureLimit = number | 'unlimited' | null;

export interface PackageDraft {
  name?: string;
  /** The name in Arabic ('' removes it). */
  nameAr?: string;
  packageType?: (typeof packageTypes)[number];
  price?: number;
  currency?: string;
  durationDays?: number;
  features?: Partial<Record<PackageFeatureKey, FeatureLimit>>;
}

/** A package as the admin lists it (the stored name only: no reader's language). */
export interface PackageListing extends Omit<Package, 'translated_name'> {
  /** The Arabic name ('' when it has none). */
  name_ar: string;
  status: 'on sale' | 'withdrawn';
  subscribers: number;
}

/** Reads `key=10`, `key=unlimited` or `key=none` (the admin commands' --feature). */
export function parseFeatureLimit(text: string): [PackageFeatureKey, FeatureLimit] {
  const [key, value] = text.split('=').map((part) => part.trim());
  if (!key || value === undefined || !(packageFeatureKeys as readonly string[]).includes(key)) {
    throw invalidInput(`--feature takes key=limit with a key among: ${packageFeatureKeys.join(', ')}`);
  }
  if (value === 'unlimited') return [key as PackageFeatureKey, 'unlimited'];
  if (value === 'none') return [key as PackageFeatureKey, null];
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw invalidInput(`${key}: the limit must be a whole number, "unlimited" or "none"`);
  }
  return [key as PackageFeatureKey, limit];
}

function validate(draft: PackageDraft) {
  if (draft.name !== undefined && (draft.name.trim() === '' || draft.name.length > 100)) {
    throw invalidInput('The name must be 1 to 100 characters');
  }
  if (draft.nameAr !== undefined && draft.nameAr.length > 100) {
    throw invalidInput('The Arabic name must be at most 100 characters');
  }
  if (draft.packageType !== undefined && !packageTypes.includes(draft.packageType)) {
    throw invalidInput(`The type must be one of: ${packageTypes.join(', ')}`);
  }
  if (draft.price !== undefined && (!Number.isFinite(draft.price) || draft.price < 0 || draft.price > 1e9)) {
    throw invalidInput('The price must be a number from 0');
  }
  if (draft.currency !== undefined && !/^[A-Z]{3}$/.test(draft.currency)) {
    throw invalidInput('The currency must be an ISO 4217 code such as USD');
  }
  if (draft.durationDays !== undefined && (!Number.isSafeInteger(draft.durationDays) || draft.durationDays < 1)) {
    throw invalidInput('The duration must be a whole number of days from 1');
  }
}

/**
 * The admin's side of packages (pnpm admin packages:* and the console's catalogue): create,
 * change, withdraw and put back on sale, each written to the operator decision log with its
 * values before and after. A change applies to later purchases; running subscriptions keep the
 * limits they were bought with (user_package_limits is a copy). Nothing is deleted: a package
 * with subscribers is withdrawn, and get-package (the public plans) reads the table at once.
 */
export class PackageAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db'>) {}

  /** Every package (on sale first), or the one with `id`. */
  async list(id?: number, db: Queryable = this.deps.db): Promise<PackageListing[]> {
    return (
      kyselyOf(db)
        .selectFrom('packages as p')
        .select((eb) => [
          'p.id',
          'p.name',
          sql<string>`coalesce(p.translations->'ar'->>'name', '')`.as('name_ar'),
          'p.package_type',
          sql<number>`p.price::float8`.as('price'),
          'p.currency',
          'p.duration_days as duration',
          sql<PackageListing['status']>`case when p.status = 1 then 'on sale' else 'withdrawn' end`.as('status'),
          eb
            .selectFrom('user_packages as up')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('up.package_id', '=', 'p.id')
            .$asScalar()
            .as('subscribers'),
          packageFeatures.as('features'),
        ])
        // package_type: the CHECK constraint of migration 001.
        .$narrowType<Pick<Package, 'package_type'>>()
        .$if(id !== undefined, (query) => query.where('p.id', '=', id!))
        .orderBy('p.status', 'desc')
        .orderBy('p.price')
        .orderBy('p.id')
        .execute()
    );
  }

  /** One package as the admin lists it, or 404. */
  async one(id: number, db: Queryable = this.deps.db): Promise<PackageListing> {
    const [found] = await this.list(id, db);
    if (!found) throw notFound(`Package ${id} not found`);
    return found;
  }

  async create(
    draft: Required<Omit<PackageDraft, 'features' | 'nameAr'>> & Pick<PackageDraft, 'features' | 'nameAr'>,
    actor: OperatorActor,
  ): Promise<number> {
    validate(draft);
    if (draft.packageType === 'free' && draft.price !== 0) throw invalidInput('A free package has price 0');
    if (draft.packageType === 'paid' && draft.price <= 0) throw invalidInput('A paid package needs a price above 0');
    return this.deps.db.transaction(async (tx) => {
      await this.nameIsFree(tx, draft.name);
      const created = await kyselyOf(tx)
        .insertInto('packages')
        .values({
          name: draft.name.trim(),
          package_type: draft.packageType,
          price: draft.price,
          currency: draft.currency,
          duration_days: draft.durationDays,
          translations: JSON.stringify(withArabicName({}, 'name', draft.nameAr)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.setFeatures(tx, created.id, draft.features ?? {});
      const after = await this.one(created.id, tx);
      await recordOperatorAction(tx, { ...actor, action: 'package.create', subjectId: created.id, after });
      return created.id;
    });
  }

  async update(id: number, draft: PackageDraft, actor: OperatorActor): Promise<void> {
    validate(draft);
    await this.deps.db.transaction(async (tx) => {
      const current = await kyselyOf(tx)
        .selectFrom('packages')
        .select(['package_type', sql<number>`price::float8`.as('price'), 'translations'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound(`Package ${id} not found`);
      const type = draft.packageType ?? current.package_type;
      const price = draft.price ?? current.price;
      if (type === 'free' && price !== 0) throw invalidInput('A free package has price 0');
      if (type === 'paid' && price <= 0) throw invalidInput('A paid package needs a price above 0');
      if (draft.name !== undefined) await this.nameIsFree(tx, draft.name, id);
      const before = await this.one(id, tx);
      await kyselyOf(tx)
        .updateTable('packages')
        .set({
          ...(draft.name === undefined ? {} : { name: draft.name.trim() }),
          package_type: type,
          price,
          ...(draft.currency === undefined ? {} : { currency: draft.currency }),
          ...(draft.durationDays === undefined ? {} : { duration_days: draft.durationDays }),
          ...(draft.nameAr === undefined
            ? {}
            : { translations: JSON.stringify(withArabicName(current.translations, 'name', draft.nameAr)) }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      await this.setFeatures(tx, id, draft.features ?? {});
      const after = await this.one(id, tx);
      await recordOperatorAction(tx, { ...actor, action: 'package.update', subjectId: id, before, after });
    });
  }

  /** Withdraws a package from sale (false) or puts it back (true); subscribers keep theirs until it ends. */
  async setOnSale(id: number, onSale: boolean, actor: OperatorActor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const before = await kyselyOf(tx)
        .selectFrom('packages')
        .select('status')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(`Package ${id} not found`);
      await kyselyOf(tx)
        .updateTable('packages')
        .set({ status: onSale ? 1 : 0, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await recordOperatorAction(tx, {
        ...actor,
        action: onSale ? 'package.restore' : 'package.withdraw',
        subjectId: id,
        before: { on_sale: before.status === 1 },
        after: { on_sale: onSale },
      });
    });
  }

  private async nameIsFree(db: Queryable, name: string, exceptId = 0) {
    const taken = await kyselyOf(db)
      .selectFrom('packages')
      .select(sql.lit(1).as('one'))
      .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name.trim())])))
      .where('id', '<>', exceptId)
      .executeTakeFirst();
    if (taken) throw conflict(`A package named "${name.trim()}" exists already`);
  }

  private async setFeatures(db: Queryable, packageId: number, features: PackageDraft['features'] = {}) {
    for (const [key, limit] of Object.entries(features) as [PackageFeatureKey, FeatureLimit][]) {
      const k = kyselyOf(db);
      if (limit === null) {
        await k
          .deleteFrom('package_features')
          .where('package_id', '=', packageId)
          .where('feature_id', '=', (eb) => eb.selectFrom('features').select('id').where('key', '=', key))
          .execute();
        continue;
      }
      await k
        .insertInto('package_features')
        .columns(['package_id', 'feature_id', 'limit_type', 'limit'])
        .expression(
          k
            .selectFrom('features as f')
            .select((eb) => [
              eb.val(packageId).as('package_id'),
              'f.id',
              eb.val(limit === 'unlimited' ? 'unlimited' : 'limited').as('limit_type'),
              eb.val(limit === 'unlimited' ? null : limit).as('limit'),
            ])
            .where('f.key', '=', key),
        )
        .onConflict((oc) =>
          oc.columns(['package_id', 'feature_id']).doUpdateSet((eb) => ({
            limit_type: eb.ref('excluded.limit_type'),
            limit: eb.ref('excluded.limit'),
          })),
        )
        .execute();
    }
  }
}
