import {
  isOperator,
  pagePaths,
  receiptRules,
  type AdminTransaction,
  type adminTransactionsQuery,
  type PaymentTransaction,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import type { PrivateFileStorage } from '../../files/private-files';
import { storePrivateDocument } from '../../files/stored-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { recordOperatorAction } from '../operator-log/record';
import { deliverNotices, storeNotice } from '../notifications/notify';
import { PackageService } from '../packages/service';
import { readBankTransferSettings } from '../web-settings/bank-transfer-settings';
import { selectTransactions, toTransaction, type PaymentService, type TransactionRow } from './service';

type TransactionsQuery = Partial<z.output<typeof adminTransactionsQuery>> & { limit: number };

/** Who decides a bank transfer, and through what (the decision log records both). */
export interface TransferDecider {
  id: number | undefined;
  via: 'console' | 'command';
}

const now = sql<Date>`now()`;
const review = sql.lit<string>('review');

/** Transactions with their buyer, and the keyset cursor of each row. */
const selectAdminTransactions = (db: Queryable) =>
  selectTransactions(db)
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.name as user_name', 'u.email as user_email', 't.decided_at', keysetCursorSql('t').as('cursor')]);
type AdminTransactionRow = TransactionRow & {
  user_name: string;
  user_email: string | null;
  decided_at: Date | null;
  cursor: string;
};

/**
 * Bank transfers (docs/payments.md): the buyer sends the receipt of a transfer of the package's
 * price; the transaction waits in review until an admin confirms it (the purchase completes as
 * an online one does, PaymentService.markPaid) or rejects it with a reason the buyer reads (and
 * may answer with another receipt). Receipts are private: their buyer and operators read them.
 */
export class BankTransferService {
  private readonly receipts: PrivateFileStorage;

  constructor(
    private readonly deps: AppDeps,
    private readonly packages: PackageService,
    private readonly payments: PaymentService,
  ) {
    this.receipts = deps.privateFiles;
  }

  private storeReceipt(file: UploadedFile | undefined): Promise<string> {
    if (!file) throw invalidInput('file: the receipt of the transfer is required (a JPEG, PNG, WebP or PDF file)');
    return storePrivateDocument(this.receipts, file, {
      folder: 'receipts',
      label: 'Receipt',
      maxBytes: receiptRules.maxBytes,
      types: receiptRules.types,
    });
  }

  /** initiate-bank-transfer: a transaction at the package's price, in review with its receipt. */
  async initiate(buyer: AuthUser, packageId: number, file: UploadedFile | undefined): Promise<PaymentTransaction> {
    const { bank_transfer_status } = await readBankTransferSettings(this.deps);
    if (bank_transfer_status !== '1') throw invalidInput('Payments by bank transfer are not enabled');
    const pack = await this.packages.findOnSale(packageId);
    if (pack.package_type === 'free') throw invalidInput('This package is free: take it with assign_package');
    const key = await this.storeReceipt(file);
    try {
      const created = await kyselyOf(this.deps.db)
        .insertInto('payment_transactions')
        .values({
          user_id: buyer.id,
          package_id: pack.id,
          amount: pack.price,
          currency: pack.currency,
          provider: 'bank_transfer',
          status: 'review',
          receipt_key: key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.payments.transaction((await this.payments.row(created.id))!);
    } catch (error) {
      await this.receipts.remove(key);
      throw error;
    }
  }

  /** upload-bank-receipt-file: a new receipt for one's own transfer in review or rejected; back to review. */
  async replaceReceipt(buyer: AuthUser, id: number, file: UploadedFile | undefined): Promise<PaymentTransaction> {
    const row = await this.payments.own(buyer.id, id);
    if (row.provider !== 'bank_transfer') throw conflict('This payment is not a bank transfer: it takes no receipt');
    if (row.status !== 'review' && row.status !== 'rejected') {
      throw conflict(`This bank transfer is already ${row.status === 'success' ? 'confirmed' : row.status}`);
    }
    const key = await this.storeReceipt(file);
    const replaced = await kyselyOf(this.deps.db)
      .updateTable('payment_transactions')
      .set({
        receipt_key: key,
        status: 'review',
        reject_reason: null,
        decided_at: null,
        decided_by: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('user_id', '=', buyer.id)
      .where('status', 'in', [review, sql.lit<string>('rejected')])
      .returning('id')
      .executeTakeFirst();
    if (!replaced) {
      await this.receipts.remove(key);
      throw conflict('This bank transfer was decided meanwhile: reload it');
    }
    if (row.receipt_key && row.receipt_key !== key) await this.receipts.remove(row.receipt_key);
    return this.payments.transaction((await this.payments.row(id))!);
  }

  /** bank-receipt-file: the receipt's bytes for its buyer or an operator; "not found" for anyone else. */
  async receipt(reader: AuthUser, id: number): Promise<{ key: string; bytes: Buffer }> {
    const row = await kyselyOf(this.deps.db)
      .selectFrom('payment_transactions')
      .select(['user_id', 'receipt_key'])
      .where('id', '=', id)
      .executeTakeFirst();
    const allowed = row?.receipt_key && (row.user_id === reader.id || isOperator(reader.role));
    const bytes = allowed ? await this.receipts.read(row.receipt_key!) : undefined;
    if (!bytes) throw notFound('There is no such receipt.');
    return { key: row!.receipt_key!, bytes };
  }

  // ---------------------------------------------------------------- operators

  private toAdmin(row: AdminTransactionRow): AdminTransaction {
    const { user_name, user_email, decided_at, cursor: _cursor, ...transaction } = row;
    return {
      ...toTransaction(transaction, this.deps.config.publicUrl),
      user_id: row.user_id,
      user_name,
      user_email: user_email ?? '',
      decided_at: decided_at?.toISOString() ?? null,
    };
  }

  /** Transactions newest first, filtered, a keyset page at a time (days are UTC days). */
  async list(query: TransactionsQuery): Promise<{ data: AdminTransaction[]; next_cursor: string | null }> {
    const rows = (await selectAdminTransactions(this.deps.db)
      .$if(query.status !== undefined, (qb) => qb.where('t.status', '=', query.status!))
      .$if(query.provider !== undefined, (qb) => qb.where('t.provider', '=', query.provider!))
      .$if(query.email !== undefined, (qb) =>
        qb.where((eb) => eb(eb.fn('lower', ['u.email']), '=', query.email!.toLowerCase())),
      )
      .$if(query.from !== undefined, (qb) =>
        qb.where('t.created_at', '>=', sql<Date>`(${query.from}::date::timestamp at time zone 'UTC')`),
      )
      .$if(query.to !== undefined, (qb) =>
        qb.where('t.created_at', '<', sql<Date>`((${query.to}::date + 1)::timestamp at time zone 'UTC')`),
      )
      .$if(query.cursor !== undefined, (qb) => qb.where(keysetAfter('t', query.cursor!)))
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(query.limit + 1)
      .execute()) as AdminTransactionRow[];
    const { page, next } = keysetPage(rows, query.limit);
    return { data: page.map((row) => this.toAdmin(row)), next_cursor: next };
  }

  async find(id: number): Promise<AdminTransaction> {
    const row = (await selectAdminTransactions(this.deps.db).where('t.id', '=', id).executeTakeFirst()) as
      AdminTransactionRow | undefined;
    if (!row) throw notFound(`There is no payment transaction ${id}.`);
    return this.toAdmin(row);
  }

  /** Why a decision found nothing to decide: 404 for no such transaction, 409 for one not in review. */
  private async undecidable(tx: Queryable, id: number): Promise<never> {
    const row = await kyselyOf(tx)
      .selectFrom('payment_transactions')
      .select(['status', 'provider'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no payment transaction ${id}.`);
    if (row.provider !== 'bank_transfer') throw conflict(`Payment transaction ${id} is not a bank transfer.`);
    throw conflict(`Bank transfer ${id} is not awaiting confirmation: it is already ${row.status}.`);
  }

  /** A transfer in review is paid: success, the package granted (as an online payment's), the buyer told. */
  async confirm(id: number, decider: TransferDecider): Promise<AdminTransaction> {
    const stored = await this.deps.db.transaction(async (tx) => {
      const paid = await this.payments.markPaid(tx, id, ['review'], { decidedBy: decider.id });
      if (!paid) return this.undecidable(tx, id);
      await recordOperatorAction(tx, {
        actorId: decider.id,
        via: decider.via,
        action: 'payment.confirm',
        subjectId: id,
        before: { status: 'review' },
        after: { status: 'success', package_id: paid.package_id },
      });
      const pack = await kyselyOf(tx)
        .selectFrom('packages')
        .select('name')
        .where('id', '=', paid.package_id)
        .executeTakeFirst();
      return storeNotice(tx, {
        userId: paid.user_id,
        type: 'payment',
        title: 'Your bank transfer was confirmed',
        message: `Your payment${pack ? ` for ${pack.name}` : ''} was received. Your package is now active.`,
        link: pagePaths.subscriptions,
      });
    });
    await deliverNotices(this.deps, [stored]);
    return this.find(id);
  }

  /** A transfer in review is refused with a reason the buyer reads; they may send another receipt. */
  async reject(id: number, reason: string, decider: TransferDecider): Promise<AdminTransaction> {
    const text = reason.trim();
    if (!text) throw invalidInput('reason is required');
    const stored = await this.deps.db.transaction(async (tx) => {
      const rejected = await kyselyOf(tx)
        .updateTable('payment_transactions')
        .set({
          status: 'rejected',
          reject_reason: text,
          decided_at: now,
          decided_by: decider.id ?? null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', review)
        .returning('user_id')
        .executeTakeFirst();
      if (!rejected) return this.undecidable(tx, id);
      await recordOperatorAction(tx, {
        actorId: decider.id,
        via: decider.via,
        action: 'payment.reject',
        subjectId: id,
        before: { status: 'review' },
        after: { status: 'rejected' },
        reason: text,
      });
      return storeNotice(tx, {
        userId: rejected.user_id,
        type: 'payment',
        title: 'Your bank transfer receipt was not accepted',
        message: `Reason: ${text}. You can upload another receipt from your transaction history.`,
        link: pagePaths.transactionHistory,
      });
    });
    await deliverNotices(this.deps, [stored]);
    return this.find(id);
  }
}
