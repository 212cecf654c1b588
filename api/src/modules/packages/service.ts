import {
  featureUnavailableMessages,
  isCountedFeature,
  packageMessages,
  type Package,
  type PackageCheck,
  type PackageFeature,
  type PackageFeatureKey,
  type PackageFeatureLimit,
  type UserPackage,
  type UserPackageFeature,
} from '@domus/shared/contract';
import { sql, type InferResult } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { ApiError, conflict, invalidInput, notFound } from '../../http/api-error';
import { readerLanguage } from '../../http/content-language';
import { withTranslatedName, type Translations } from '../../lib/translations';

/** A subscription counts from its start date until (not including) its end date. */
const runningNow = (alias: string) => `${alias}.start_date <= now() and ${alias}.end_date > now()`;

/** The package's (`p`) features as a JSON array, in feature order. */
export const packageFeatures = sql<
  PackageFeatureLimit[]
>`coalesce((select json_agg(json_build_object('id', f.id, 'key', f.key, 'name', f.name,
               'limit_type', pf.limit_type, 'limit', pf."limit") order by f.id)
       from package_features pf join features f on f.id = pf.feature_id
      where pf.package_id = p.id), '[]')`;

/** The subscription's (`up`) features with their use, as a JSON array in feature order. */
const subscriptionFeatures = sql<
  UserPackageFeature[]
>`coalesce((select json_agg(json_build_object('id', f.id, 'key', f.key, 'name', f.name,
               'limit_type', case when l.total_limit is null then 'unlimited' else 'limited' end,
               'limit', l.total_limit, 'total_limit', l.total_limit, 'used_limit', l.used_limit) order by f.id)
       from user_package_limits l join features f on f.id = l.feature_id
      where l.user_package_id = up.id), '[]')`;

/** Each package with its features (price as a JS number, duration in hours). */
const selectPackages = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('packages as p')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.translations',
      'p.package_type',
      sql<number>`p.price::float8`.as('price'),
      'p.currency',
      eb('p.duration_days', '*', 24).as('duration'),
      packageFeatures.as('features'),
    ])
    // package_type: the CHECK constraint of migration 001.
    .$narrowType<Pick<Package, 'package_type'> & { translations: Translations }>();

/** Subscriptions with their package and per-feature use; `status` relative to now. */
const selectSubscriptions = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('user_packages as up')
    .innerJoin('packages as p', 'p.id', 'up.package_id')
    .select((eb) => [
      'up.id',
      'up.package_id',
      'p.name',
      'p.translations',
      'p.package_type',
      sql<number>`p.price::float8`.as('price'),
      'p.currency',
      eb('p.duration_days', '*', 24).as('duration'),
      'up.start_date',
      'up.end_date',
      'up.payment_transaction_id',
      sql<
        UserPackage['status']
      >`case when up.end_date <= now() then 'expired' when up.start_date > now() then 'upcoming' else 'active' end`.as(
        'status',
      ),
      subscriptionFeatures.as('features'),
    ])
    .$narrowType<Pick<UserPackage, 'package_type'> & { translations: Translations }>();

type PackageRow = InferResult<ReturnType<typeof selectPackages>>[number];
const toPackage = (row: PackageRow): Package => withTranslatedName(row, readerLanguage(), 'name');

type UserPackageRow = InferResult<ReturnType<typeof selectSubscriptions>>[number];
const toUserPackage = (row: UserPackageRow): UserPackage => ({
  ...withTranslatedName(row, readerLanguage(), 'name'),
  start_date: row.start_date.toISOString(),
  end_date: row.end_date.toISOString(),
});

/** The package rules of docs/SPEC.md §6: what is on sale, who holds what, and using a limit. */
export class PackageService {
  constructor(private readonly deps: AppDeps) {}

  /** Packages on sale (status 1), cheapest first. */
  async onSale(): Promise<Package[]> {
    const rows = await selectPackages(this.deps.db)
      .where('p.status', '=', sql.lit<number>(1))
      .orderBy('p.price')
      .orderBy('p.id')
      .execute();
    return rows.map(toPackage);
  }

  async features(): Promise<PackageFeature[]> {
    return kyselyOf(this.deps.db)
      .selectFrom('features')
      .select(['id', 'key', 'name'])
      .$narrowType<Pick<PackageFeature, 'key'>>()
      .orderBy('id')
      .execute();
  }

  /** A package on sale, or 404. */
  async findOnSale(packageId: number, db: Queryable = this.deps.db): Promise<Package> {
    const found = await selectPackages(db)
      .where('p.id', '=', packageId)
      .where('p.status', '=', sql.lit<number>(1))
      .executeTakeFirst();
    if (!found) throw notFound('Package not found');
    return toPackage(found);
  }

  /** The user's subscriptions running now, soonest to end first. */
  async active(userId: number): Promise<UserPackage[]> {
    const rows = await selectSubscriptions(this.deps.db)
      .where('up.user_id', '=', userId)
      .where(sql.raw<boolean>(runningNow('up')))
      .orderBy('up.end_date')
      .orderBy('up.id')
      .execute();
    return rows.map(toUserPackage);
  }

  /** Every subscription of the user, newest first (my subscriptions). */
  async history(userId: number, page: { limit: number; offset: number }) {
    const [rows, counted] = await Promise.all([
      selectSubscriptions(this.deps.db)
        .where('up.user_id', '=', userId)
        .orderBy('up.start_date', 'desc')
        .orderBy('up.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      kyselyOf(this.deps.db)
        .selectFrom('user_packages')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return { data: rows.map(toUserPackage), total: counted?.total ?? 0 };
  }

  async subscription(id: number, db: Queryable = this.deps.db): Promise<UserPackage> {
    const row = await selectSubscriptions(db).where('up.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Subscription not found');
    return toUserPackage(row);
  }

  /**
   * Starts a subscription to `packageId` now, with the package's limits copied (later
   * changes to the package do not touch it). `paymentTransactionId` is unique among
   * subscriptions: a second grant for the same payment fails instead of granting twice.
   */
  async grant(db: Queryable, userId: number, packageId: number, paymentTransactionId: number | null) {
    const k = kyselyOf(db);
    const created = await k
      .insertInto('user_packages')
      .columns(['user_id', 'package_id', 'start_date', 'end_date', 'payment_transaction_id'])
      .expression(
        k
          .selectFrom('packages as p')
          .select((eb) => [
            eb.val(userId).as('user_id'),
            'p.id',
            sql<Date>`now()`.as('start_date'),
            sql<Date>`now() + make_interval(days => ${eb.ref('p.duration_days')})`.as('end_date'),
            eb.val(paymentTransactionId).as('payment_transaction_id'),
          ])
          .where('p.id', '=', packageId),
      )
      .returning('id')
      .executeTakeFirst();
    if (!created) throw notFound('Package not found');
    await k
      .insertInto('user_package_limits')
      .columns(['user_package_id', 'feature_id', 'total_limit'])
      .expression(
        k
          .selectFrom('package_features as pf')
          .select((eb) => [
            eb.val(created.id).as('user_package_id'),
            'pf.feature_id',
            eb
              .case()
              .when('pf.limit_type', '=', sql.lit<string>('unlimited'))
              .then(null)
              .else(eb.ref('pf.limit'))
              .end()
              .as('total_limit'),
          ])
          .where('pf.package_id', '=', packageId),
      )
      .execute();
    return created.id;
  }

  /** assign_package: a free package on sale, not already running for this user. */
  async assignFree(userId: number, packageId: number): Promise<UserPackage> {
    return this.deps.db.transaction(async (tx) => {
      const pack = await this.findOnSale(packageId, tx);
      if (pack.package_type !== 'free') throw invalidInput('This package is paid: buy it with a payment method');
      // Serialises two assignments of the same user (a double click) so only one can pass the check.
      await kyselyOf(tx).selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const running = await kyselyOf(tx)
        .selectFrom('user_packages as up')
        .select(sql.lit(1).as('one'))
        .where('up.user_id', '=', userId)
        .where('up.package_id', '=', packageId)
        .where(sql.raw<boolean>(runningNow('up')))
        .executeTakeFirst();
      if (running) throw conflict(packageMessages.alreadyActive);
      return this.subscription(await this.grant(tx, userId, packageId, null), tx);
    });
  }

  /** check-package-limit (docs/SPEC.md §6). */
  async check(userId: number, key: PackageFeatureKey, db: Queryable = this.deps.db): Promise<PackageCheck> {
    const row = await kyselyOf(db)
      .selectFrom('user_packages as up')
      .leftJoin('user_package_limits as l', (join) =>
        join
          .onRef('l.user_package_id', '=', 'up.id')
          .on('l.feature_id', '=', (eb) => eb.selectFrom('features').select('id').where('key', '=', key)),
      )
      .select((eb) => [
        eb.fn.count<number>('up.id').distinct().as('packages'),
        eb.fn.count<number>('l.user_package_id').distinct().as('with_feature'),
        eb.fn
          .count<number>('l.user_package_id')
          .distinct()
          .filterWhere((fb) =>
            fb.or([fb('l.total_limit', 'is', null), fb('l.used_limit', '<', fb.ref('l.total_limit'))]),
          )
          .as('with_use_left'),
      ])
      .where('up.user_id', '=', userId)
      .where(sql.raw<boolean>(runningNow('up')))
      .executeTakeFirst();
    const packageAvailable = (row?.packages ?? 0) > 0;
    const featureAvailable = (row?.with_feature ?? 0) > 0;
    return {
      package_available: packageAvailable,
      feature_available: featureAvailable,
      limit_available: featureAvailable && (!isCountedFeature(key) || (row?.with_use_left ?? 0) > 0),
    };
  }

  /** The 403 a failed check answers with, in the spec's words; undefined when allowed. */
  static refusal(check: PackageCheck, key: PackageFeatureKey): ApiError | undefined {
    if (!check.package_available) return new ApiError('packageMissing', packageMessages.notSubscribed);
    if (!check.feature_available) return new ApiError('packageMissing', featureUnavailableMessages[key]);
    if (!check.limit_available) return new ApiError('packageMissing', packageMessages.limitOver);
    return undefined;
  }

  /** Throws the spec's 403 unless the user may use `key` now (features that are not counted). */
  async require(userId: number, key: PackageFeatureKey, db: Queryable = this.deps.db): Promise<void> {
    const refused = PackageService.refusal(await this.check(userId, key, db), key);
    if (refused) throw refused;
  }

  /**
   * Uses one of a counted feature (posting, featuring), atomically: the row of the
   * subscription that pays for it is locked and re-checked, so with one use left two
   * concurrent calls give exactly one success. Limited subscriptions ending soonest are used
   * first, unlimited ones last. Run it in the transaction that does the action, so a failed
   * action gives the use back. Throws the spec's 403 when nothing is left.
   */
  async consume(db: Queryable, userId: number, key: PackageFeatureKey): Promise<{ userPackageId: number }> {
    // One statement picks the subscription to use and takes one of its uses under a row lock.
    const used = await kyselyOf(db)
      .updateTable('user_package_limits as l')
      .set((eb) => ({ used_limit: eb('l.used_limit', '+', 1) }))
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('l.user_package_id', 'l.feature_id'),
          'in',
          selectFrom('user_package_limits as c')
            .innerJoin('user_packages as up', 'up.id', 'c.user_package_id')
            .select(['c.user_package_id', 'c.feature_id'])
            .where('up.user_id', '=', userId)
            .where(sql.raw<boolean>(runningNow('up')))
            .where('c.feature_id', '=', (sub) => sub.selectFrom('features').select('id').where('key', '=', key))
            .where((sub) =>
              sub.or([sub('c.total_limit', 'is', null), sub('c.used_limit', '<', sub.ref('c.total_limit'))]),
            )
            .orderBy(sql`(c.total_limit is null)`)
            .orderBy('up.end_date')
            .orderBy('up.id')
            .limit(1)
            .forUpdate('c')
            .$asTuple('user_package_id', 'feature_id'),
        ),
      )
      .returning('l.user_package_id')
      .executeTakeFirst();
    if (used) return { userPackageId: used.user_package_id };
    throw (
      PackageService.refusal(await this.check(userId, key, db), key) ??
      new ApiError('packageMissing', packageMessages.limitOver)
    );
  }
}
