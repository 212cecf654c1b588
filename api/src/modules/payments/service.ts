import {
  calls,
  paymentReturnPaths,
  paymentTypes,
  type Checkout,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentTransaction,
  type TransactionFailureReason,
  type TransactionStatus,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { isUniqueViolation } from '../../db/sql';
import { createPaymentAdapters, type PaymentAdapter } from '../../adapters/payments';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type ProviderOutcome,
  type WebhookRequest,
} from '../../adapters/payments/types';
import { ApiError, conflict, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';
import { PackageService } from '../packages/service';
import type { SiteSettings } from '../site-settings/service';
import { readBankTransferSettings } from '../web-settings/bank-transfer-settings';

/** Transactions (`t`) with their package's name. */
export const selectTransactions = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('payment_transactions as t')
    .innerJoin('packages as p', 'p.id', 't.package_id')
    .select([
      't.id',
      't.user_id',
      't.package_id',
      'p.name as package_name',
      'p.translations as package_translations',
      sql<number>`t.amount::float8`.as('amount'),
      't.currency',
      't.provider',
      't.provider_reference',
      't.status',
      't.failure_reason',
      't.reject_reason',
      't.receipt_key',
      't.created_at',
      't.updated_at',
    ])
    .$narrowType<
      Pick<PaymentTransaction, 'provider' | 'status' | 'failure_reason'> & { package_translations: Translations }
    >();

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof selectTransactions>['executeTakeFirstOrThrow']>>;

/** Where a transaction's receipt is read: the bank-receipt-file call (its buyer and operators only). */
export const receiptUrl = (publicUrl: string, row: { id: number; receipt_key: string | null }) =>
  row.receipt_key ? `${publicUrl}/api/${calls.getBankReceiptFile.path}?payment_transaction_id=${row.id}` : '';

/** A transaction as its buyer reads it (`publicUrl` makes the receipt's address absolute). */
export const toTransaction = (
  { user_id: _owner, package_translations, receipt_key, ...row }: TransactionRow,
  publicUrl: string,
): PaymentTransaction => ({
  ...row,
  translated_package_name: translatedText(package_translations, readerLanguage(), 'name', row.package_name),
  payment_status: row.status,
  payment_type: row.provider === 'bank_transfer' ? paymentTypes.bankTransfer : paymentTypes.online,
  receipt_url: receiptUrl(publicUrl, { id: row.id, receipt_key }),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const now = sql<Date>`now()`;

/** Amounts agree to the cent and currencies to the letter (case aside). */
const samePrice = (row: { amount: number; currency: string }, outcome: { amount: number; currency: string }) =>
  Math.abs(row.amount - outcome.amount) < 0.005 && row.currency.toUpperCase() === outcome.currency.toUpperCase();

/**
 * Payment transactions (docs/ARCHITECTURE.md §3 "Payments"): starting a checkout at the server's
 * price, settling each transaction exactly once from what a provider proves, and the
 * buyer's own lookups. A package is granted only inside `settle`, in the same database
 * transaction that turns the payment to success.
 */
export class PaymentService {
  private built: { config: string; adapters: Map<PaymentProvider, PaymentAdapter> } | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
    /** The providers' keys in effect (the environment's, or those stored in Settings), or fixed adapters (tests). */
    private readonly providers: Pick<SiteSettings, 'payments'> | Map<PaymentProvider, PaymentAdapter>,
  ) {}

  /** The enabled providers' adapters, rebuilt when their keys changed since the last use. */
  private async adapters(): Promise<Map<PaymentProvider, PaymentAdapter>> {
    if (this.providers instanceof Map) return this.providers;
    const payments = await this.providers.payments();
    const config = JSON.stringify(payments);
    if (this.built?.config !== config) this.built = { config, adapters: createPaymentAdapters(payments) };
    return this.built.adapters;
  }

  /** get_payment_settings: the enabled providers, public keys only; bank transfer last when the site offers it. */
  async methods(): Promise<PaymentMethod[]> {
    const online = [...(await this.adapters()).values()].map((adapter): PaymentMethod => ({
      provider: adapter.provider,
      name: adapter.name,
      public_key: adapter.publicKey,
      flow: adapter.flow,
    }));
    const { bank_transfer_status } = await readBankTransferSettings(this.deps);
    if (bank_transfer_status !== '1') return online;
    return [
      ...online,
      {
        provider: 'bank_transfer',
        name: 'Bank transfer',
        public_key: '',
        flow: 'bank_transfer',
        type: 'bank_transfer_status',
        data: '1',
      },
    ];
  }

  private async adapter(provider: PaymentProvider): Promise<PaymentAdapter> {
    const adapter = (await this.adapters()).get(provider);
    if (!adapter) throw invalidInput(`Payments through ${provider} are not enabled`);
    return adapter;
  }

  /**
   * Starts paying for a paid package: a pending transaction at the package's price (whatever
   * the client sent), then the provider's checkout. `origin` makes the return URLs absolute.
   */
  async start(
    buyer: AuthUser,
    packageId: number,
    provider: PaymentProvider,
    options: { origin: string; platformType?: string },
  ): Promise<Checkout> {
    const { db } = this.deps;
    const adapter = await this.adapter(provider);
    const pack = await this.packages.findOnSale(packageId);
    if (pack.package_type === 'free') throw invalidInput('This package is free: take it with assign_package');
    const k = kyselyOf(db);
    const created = await k
      .insertInto('payment_transactions')
      .values({
        user_id: buyer.id,
        package_id: pack.id,
        amount: pack.price,
        currency: pack.currency,
        provider,
        platform_type: options.platformType || 'web',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await k.selectFrom('users').select(['email', 'name']).where('id', '=', buyer.id).executeTakeFirst();
    const returnUrl = (path: string) => `${options.origin}${path}?payment_transaction_id=${created.id}`;
    let started;
    try {
      started = await adapter.start({
        transactionId: created.id,
        amount: pack.price,
        currency: pack.currency,
        packageName: pack.name,
        buyer: { id: buyer.id, email: user?.email ?? '', name: user?.name ?? '' },
        returnUrls: {
          success: returnUrl(paymentReturnPaths.success),
          failure: returnUrl(paymentReturnPaths.failure),
          cancel: returnUrl(paymentReturnPaths.cancel),
        },
      });
    } catch (error) {
      await this.markFailed(db, created.id, 'declined');
      if (error instanceof PaymentProviderError) {
        this.deps.log.warn({ provider, err: error }, 'payment provider refused a checkout');
        throw new ApiError('paymentProviderError', `${adapter.name} could not start the payment. Please try again.`);
      }
      throw error;
    }
    try {
      await k
        .updateTable('payment_transactions')
        .set({ provider_reference: started.reference, updated_at: now })
        .where('id', '=', created.id)
        .execute();
    } catch (error) {
      // A reference another payment already has: later events could not tell the two apart.
      if (!isUniqueViolation(error)) throw error;
      await this.markFailed(db, created.id, 'declined');
      this.deps.log.warn({ provider, reference: started.reference }, 'payment provider reused a reference');
      throw new ApiError('paymentProviderError', `${adapter.name} could not start the payment. Please try again.`);
    }
    const redirectUrl =
      started.redirectUrl?.startsWith('/') === true ? `${options.origin}${started.redirectUrl}` : started.redirectUrl;
    return {
      payment_transaction_id: created.id,
      provider,
      amount: pack.price,
      currency: pack.currency,
      redirect_url: redirectUrl,
      client_secret: started.clientSecret,
      public_key: adapter.publicKey,
    };
  }

  private async markFailed(db: Queryable, id: number, reason: TransactionFailureReason) {
    await kyselyOf(db)
      .updateTable('payment_transactions')
      .set({ status: sql.lit<string>('failed'), failure_reason: reason, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', sql.lit<string>('pending'))
      .execute();
  }

  /** A transaction as its buyer reads it. */
  transaction(row: TransactionRow): PaymentTransaction {
    return toTransaction(row, this.deps.config.publicUrl);
  }

  async row(id: number, db: Queryable = this.deps.db): Promise<TransactionRow | undefined> {
    return selectTransactions(db).where('t.id', '=', id).executeTakeFirst();
  }

  /** The buyer's own transaction (404 for anyone else's, as for one that does not exist). */
  async own(userId: number, id: number): Promise<TransactionRow> {
    const row = await this.row(id);
    if (!row || row.user_id !== userId) throw notFound('Payment transaction not found');
    return row;
  }

  /**
   * Applies what a provider proved, once. The row is locked, so concurrent confirmations
   * (webhook, return page, status lookup) queue up and only the first finds it open. A
   * success must carry the transaction's own amount and currency; it is the only way a
   * paid package is granted, and it outweighs any earlier failure.
   */
  async settle(id: number, outcome: ProviderOutcome, db?: Queryable): Promise<TransactionRow> {
    const work = async (tx: Queryable) => {
      const locked = await kyselyOf(tx)
        .selectFrom('payment_transactions')
        .select([
          'status',
          'failure_reason',
          sql<number>`amount::float8`.as('amount'),
          'currency',
          'user_id',
          'package_id',
          'provider',
        ])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound('Payment transaction not found');
      // Only a success is final: a verified success after a failure (a declined card retried, a
      // buyer's report, a cancel page left open while paying elsewhere) still grants the package.
      if (locked.status === 'success' || outcome.status === 'pending') return;
      if (outcome.status === 'failed') {
        if (locked.status === 'pending') await this.markFailed(tx, id, outcome.reason);
        return;
      }
      if (!samePrice(locked, outcome)) {
        this.deps.log.warn(
          { transaction: id, provider: locked.provider, expected: [locked.amount, locked.currency], got: outcome },
          'payment amount does not match the price: not granting the package',
        );
        if (locked.status === 'pending') await this.markFailed(tx, id, 'declined');
        return;
      }
      await this.markPaid(tx, id, ['pending', 'failed'], { reference: outcome.reference });
    };
    if (db) await work(db);
    else await this.deps.db.transaction(work);
    return (await this.row(id, db))!;
  }

  /**
   * The one way a purchase completes, online or by bank transfer: the transaction turns to
   * success, only from one of `from` (an update that checks it, so two confirmations never
   * both pass), and its package is granted in the same database transaction. Undefined when
   * the transaction was not in one of `from`.
   */
  async markPaid(
    tx: Queryable,
    id: number,
    from: readonly TransactionStatus[],
    extra: { reference?: string | null; decidedBy?: number } = {},
  ): Promise<{ user_id: number; package_id: number } | undefined> {
    const paid = await kyselyOf(tx)
      .updateTable('payment_transactions')
      .set((eb) => ({
        status: sql.lit<string>('success'),
        failure_reason: null,
        reject_reason: null,
        updated_at: now,
        provider_reference: eb.fn.coalesce('provider_reference', eb.val(extra.reference ?? null)),
        ...(extra.decidedBy === undefined ? {} : { decided_at: now, decided_by: extra.decidedBy }),
      }))
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning(['user_id', 'package_id'])
      .executeTakeFirst();
    if (paid) await this.packages.grant(tx, paid.user_id, paid.package_id, id);
    return paid;
  }

  /** get-payment-transaction: the buyer's transaction; a pending one is first checked with its provider. */
  async lookup(user: AuthUser, id: number): Promise<PaymentTransaction> {
    const row = await this.own(user.id, id);
    const adapter = (await this.adapters()).get(row.provider);
    if (row.status !== 'pending' || !adapter) return this.transaction(row);
    try {
      const outcome = await adapter.fetchOutcome({
        id: row.id,
        reference: row.provider_reference,
        amount: row.amount,
        currency: row.currency,
      });
      return this.transaction(await this.settle(row.id, outcome));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.deps.log.warn({ provider: row.provider, err: error }, 'payment provider status check failed');
      return this.transaction(row);
    }
  }

  /** payment-transaction-fail: the buyer says a pending payment did not go through. */
  async reportFailed(user: AuthUser, id: number): Promise<PaymentTransaction> {
    const row = await this.own(user.id, id);
    if (row.status === 'success') throw conflict('This payment has already succeeded');
    await this.markFailed(this.deps.db, id, 'reported');
    return this.transaction((await this.row(id))!);
  }

  /** get_payment_details: the user's transactions, newest first. */
  async history(userId: number, page: { limit: number; offset: number }) {
    const [rows, counted] = await Promise.all([
      selectTransactions(this.deps.db)
        .where('t.user_id', '=', userId)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      kyselyOf(this.deps.db)
        .selectFrom('payment_transactions')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return { data: rows.map((row) => this.transaction(row)), total: counted?.total ?? 0 };
  }

  /**
   * A provider's webhook: verified by its adapter (a wrong signature is a 400 and changes
   * nothing), recorded by event id (a replay finds it and changes nothing), then settled in
   * the same database transaction as the record.
   */
  async webhook(provider: PaymentProvider, request: WebhookRequest): Promise<'settled' | 'replayed' | 'ignored'> {
    const adapter = (await this.adapters()).get(provider);
    if (!adapter) throw notFound(`Payments through ${provider} are not enabled`);
    let event;
    try {
      event = await adapter.readWebhook(request);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw invalidInput('Invalid webhook signature');
      if (error instanceof PaymentProviderError) {
        throw new ApiError('paymentProviderError', `${adapter.name} could not confirm the event`);
      }
      throw error;
    }
    if (!event) return 'ignored';
    const transactionId = event.transactionId ?? 0;
    const target = await kyselyOf(this.deps.db)
      .selectFrom('payment_transactions')
      .select('id')
      .where('provider', '=', provider)
      .where((eb) =>
        eb.or([
          eb('id', '=', transactionId),
          eb.and([eb('provider_reference', 'is not', null), eb('provider_reference', '=', event.reference ?? null)]),
        ]),
      )
      .orderBy(sql`(id = ${transactionId})`, 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!target) {
      this.deps.log.warn({ provider, event: event.eventId }, 'webhook for an unknown payment');
      return 'ignored';
    }
    return this.deps.db.transaction(async (tx) => {
      const recorded = await kyselyOf(tx)
        .insertInto('payment_events')
        .values({ provider, event_id: event.eventId, payment_transaction_id: target.id })
        .onConflict((oc) => oc.doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!recorded) return 'replayed' as const;
      await this.settle(target.id, event.outcome, tx);
      return 'settled' as const;
    });
  }

  // ---------------------------------------------------------------- the sandbox checkout page

  /** The sandbox transaction behind a checkout page token, with its package, or 404. */
  async sandboxCheckout(token: string) {
    const row = await selectTransactions(this.deps.db)
      .where('t.provider', '=', sql.lit<string>('sandbox'))
      .where('t.provider_reference', '=', token)
      .executeTakeFirst();
    if (!row || !(await this.adapters()).has('sandbox')) throw notFound('This checkout does not exist');
    return this.transaction(row);
  }

  /** The buyer's choice on the sandbox page; returns the page of the site to send them to. */
  async sandboxDecide(token: string, decision: 'pay' | 'fail' | 'cancel'): Promise<string> {
    const checkout = await this.sandboxCheckout(token);
    if (checkout.status !== 'pending') return this.resultPage(checkout);
    const outcome: ProviderOutcome =
      decision === 'pay'
        ? { status: 'success', amount: checkout.amount, currency: checkout.currency }
        : { status: 'failed', reason: decision === 'cancel' ? 'cancelled' : 'declined' };
    return this.resultPage(this.transaction(await this.settle(checkout.id, outcome)));
  }

  /** The site's page for a finished transaction: success, cancel or failure. */
  resultPage(transaction: PaymentTransaction): string {
    const page =
      transaction.status === 'success'
        ? paymentReturnPaths.success
        : transaction.failure_reason === 'cancelled'
          ? paymentReturnPaths.cancel
          : paymentReturnPaths.failure;
    return `${page}?payment_transaction_id=${transaction.id}`;
  }
}
