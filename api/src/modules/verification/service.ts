import type { z } from 'zod';
import {
  UploadedFilePart,
  canApplyForVerification,
  type applyAgentVerificationBody,
  type AgentVerification,
  type AgentVerificationStatus,
  type KeysetPosition,
  type VerificationFieldValue,
  type VerificationFormField,
  type VerificationRequest,
} from '@domus/shared/contract';
import { sql, type InferResult } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import type { PrivateFileStorage } from '../../files/private-files';
import { storeVerificationFile } from '../../files/stored-files';
import { isUploadedFile, type UploadedFile } from '../../files/uploaded-file';
import { documentUrl } from './documents';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import { readerLanguage } from '../../http/content-language';
import { translatedChoice, translatedText, type Translations } from '../../lib/translations';
import { publicProjectSql, publicPropertySql } from '../listing-rules/visibility';
import { deliverNotices, storeNotice } from '../notifications/notify';
import { recordOperatorAction, type OperatorAction } from '../operator-log/record';

/** One answer as submitted: text, a list (checkbox) or a file. */
type RawAnswer = ApplyAgentVerificationFields['form_fields'][number]['value'];
type ApplyAgentVerificationFields = z.output<typeof applyAgentVerificationBody>;

/** The stored text of an answer: checkbox lists as JSON, files as their stored key. */
type StoredAnswers = Map<number, string>;
/** One answer of a request's snapshot (verification_requests.answers). */
type StoredAnswer = { field_id: number; value: string };

const textLimits = { text: 500, textarea: 5000, number: 30 } as const;

const decodeList = (stored: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return stored ? [stored] : [];
  }
};

/** Active form fields, in form order, with their texts in the reader's language. */
export async function findVerificationFields(db: Queryable): Promise<VerificationFormField[]> {
  const rows = await kyselyOf(db)
    .selectFrom('verification_form_fields')
    .select(['id', 'name', 'field_type', 'options', 'is_required', 'sequence', 'translations'])
    .$narrowType<Pick<VerificationFormField, 'field_type' | 'options'> & { translations: Translations }>()
    .where('status', '=', sql.lit<number>(1))
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const language = readerLanguage();
  return rows.map(({ translations, ...field }) => ({
    ...field,
    translated_name: translatedText(translations, language, 'name', field.name),
    translated_options: field.options.map((option) => translatedChoice(translations, language, 'options', option)),
  }));
}

/** Fields with their answers (from the user's current answers or a request's snapshot). */
function withValues(deps: AppDeps, fields: VerificationFormField[], answers: StoredAnswers): VerificationFieldValue[] {
  return fields.map((field) => {
    const stored = answers.get(field.id) ?? '';
    const values = field.field_type === 'checkbox' ? decodeList(stored) : stored ? [stored] : [];
    const isFile = field.field_type === 'file';
    return {
      ...field,
      value: isFile ? documentUrl(deps.config, stored) : values.join(', '),
      values: isFile ? [] : values,
      file_url: isFile ? documentUrl(deps.config, stored) : '',
    };
  });
}

/** The answers of an application by field id; a field answered twice is refused. */
export function answersOf(formFields: ApplyAgentVerificationFields['form_fields']): Map<number, RawAnswer> {
  const answers = new Map<number, RawAnswer>();
  for (const { id, value } of formFields) {
    if (answers.has(id)) throw invalidInput(`form_fields: field ${id} is answered twice`);
    answers.set(id, value);
  }
  return answers;
}

export class VerificationService {
  private readonly documents: PrivateFileStorage;

  constructor(private readonly deps: AppDeps) {
    this.documents = deps.privateFiles;
  }

  private async currentAnswers(db: Queryable, userId: number): Promise<StoredAnswers> {
    const rows = await kyselyOf(db)
      .selectFrom('verification_form_values')
      .select(['field_id', 'value'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((row) => [row.field_id, row.value]));
  }

  /** The user's status, the last decision and their current answers. */
  async view(userId: number): Promise<AgentVerification> {
    const { db } = this.deps;
    const [fields, answers, [state]] = await Promise.all([
      findVerificationFields(db),
      this.currentAnswers(db, userId),
      kyselyOf(db)
        .selectFrom('users as u')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('verification_requests as vr')
              .select(['vr.reason', 'vr.created_at', 'vr.decided_at'])
              .whereRef('vr.user_id', '=', 'u.id')
              .orderBy('vr.created_at', 'desc')
              .orderBy('vr.id', 'desc')
              .limit(1)
              .as('r'),
          (join) => join.onTrue(),
        )
        .select(['u.verification_status', 'r.reason', 'r.created_at', 'r.decided_at'])
        .$narrowType<{ verification_status: AgentVerificationStatus }>()
        .where('u.id', '=', userId)
        .execute(),
    ]);
    return {
      verification_status: state?.verification_status ?? 'initial',
      reason: state?.verification_status === 'failed' ? (state.reason ?? '') : '',
      submitted_at: state?.created_at?.toISOString() ?? null,
      decided_at: state?.decided_at?.toISOString() ?? null,
      fields: withValues(this.deps, fields, answers),
    };
  }

  /**
   * apply-agent-verification: checks every answer against the form (required fields, number
   * format, allowed options, files by content), stores the files, keeps the answers and opens
   * a pending request. Only from initial or failed; a failed application may keep the files
   * it sent before.
   */
  async apply(userId: number, body: ApplyAgentVerificationFields): Promise<AgentVerification> {
    const { db } = this.deps;
    const user = await kyselyOf(db)
      .selectFrom('users')
      .select('verification_status')
      .$narrowType<{ verification_status: AgentVerificationStatus }>()
      .where('id', '=', userId)
      .executeTakeFirst();
    const status = user?.verification_status ?? 'initial';
    if (!canApplyForVerification(status)) {
      throw conflict(
        status === 'pending'
          ? 'Your verification request is already pending. Please wait for the admin to review it.'
          : 'Your account is already verified.',
      );
    }
    const fields = await findVerificationFields(db);
    const answers = answersOf(body.form_fields);
    const known = new Set(fields.map((field) => field.id));
    for (const id of answers.keys()) {
      if (!known.has(id)) throw invalidInput(`form_fields: there is no field with id ${id}`);
    }
    const previous = await this.currentAnswers(db, userId);
    const texts = new Map<number, string>();
    const uploads: { field: VerificationFormField; file: UploadedFile }[] = [];
    for (const field of fields) {
      const answer = answers.get(field.id);
      if (field.field_type === 'file') {
        if (isUploadedFile(answer) && answer.size > 0) uploads.push({ field, file: answer });
        else if (typeof answer === 'string' && answer.trim() !== '') {
          throw invalidInput(`${field.name}: send the file itself (a multipart file part)`);
        } else if (previous.get(field.id)) texts.set(field.id, previous.get(field.id)!);
        else if (field.is_required) throw invalidInput(`${field.name} is required`);
        continue;
      }
      const text = checkAnswer(field, answer);
      if (text === '' && field.is_required) throw invalidInput(`${field.name} is required`);
      if (text !== '') texts.set(field.id, text);
    }

    // Every answer is valid: only now are files written.
    const stored: string[] = [];
    try {
      for (const upload of uploads) {
        const key = await storeVerificationFile(this.documents, upload.file, upload.field.name);
        stored.push(key);
        texts.set(upload.field.id, key);
      }
      await db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        const moved = await k
          .updateTable('users')
          .set({ verification_status: 'pending', updated_at: sql<Date>`now()` })
          .where('id', '=', userId)
          .where('verification_status', 'in', [sql.lit<string>('initial'), sql.lit<string>('failed')])
          .returning('id')
          .executeTakeFirst();
        if (!moved) throw conflict('Your verification request is already pending.');
        await k.deleteFrom('verification_form_values').where('user_id', '=', userId).execute();
        if (texts.size) {
          await k
            .insertInto('verification_form_values')
            .values([...texts].map(([fieldId, value]) => ({ user_id: userId, field_id: fieldId, value })))
            .execute();
        }
        const answers = JSON.stringify([...texts].map(([field_id, value]): StoredAnswer => ({ field_id, value })));
        await k
          .insertInto('verification_requests')
          .values({ user_id: userId, answers: sql<string>`${answers}::jsonb` })
          .execute();
      });
    } catch (error) {
      for (const key of stored) await this.documents.remove(key);
      throw error;
    }
    // Files replaced by new ones are no longer anyone's.
    const replaced = uploads.map((upload) => previous.get(upload.field.id) ?? '').filter(Boolean);
    for (const key of replaced) await this.documents.remove(key);
    return this.view(userId);
  }

  // ----- admin

  /**
   * Applications of a status, or all: pending ones oldest first (first come, first decided), the
   * others newest first; by keyset (`cursor`) or offset, with the page after's cursor.
   */
  async listRequests(query: {
    status?: VerificationRequest['status'];
    limit: number;
    offset: number;
    cursor?: KeysetPosition;
  }) {
    const { db } = this.deps;
    const { status, cursor } = query;
    const order = status === 'pending' ? 'asc' : 'desc';
    const counted = await kyselyOf(db)
      .selectFrom('verification_requests as r')
      .select(sql<number>`count(*)::int`.as('total'))
      .where((eb) => (status ? eb('r.status', '=', status) : eb.lit(true)))
      .executeTakeFirst();
    const { page, next } = keysetPage(
      await selectRequests(db)
        .select(keysetCursorSql('r').as('cursor'))
        .where((eb) => (status ? eb('r.status', '=', status) : eb.lit(true)))
        .$if(cursor !== undefined, (qb) => qb.where(keysetAfter('r', cursor!, order)))
        .orderBy('r.created_at', order)
        .orderBy('r.id', order)
        .limit(query.limit + 1)
        .offset(cursor ? 0 : query.offset)
        .execute(),
      query.limit,
    );
    const fields = await findVerificationFields(db);
    return { data: page.map((row) => this.toRequest(row, fields)), total: counted?.total ?? 0, next_cursor: next };
  }

  async findRequest(id: number): Promise<VerificationRequest> {
    const row = await selectRequests(this.deps.db).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`There is no verification request ${id}.`);
    return this.toRequest(row, await findVerificationFields(this.deps.db));
  }

  /** Approves (success) or rejects (failed, with a reason) a pending request; tells the user. */
  /** Decides a pending request, as `adminId` through the console or the admin command (`via`). */
  async decide(
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
    adminId: number,
    via: OperatorAction['via'] = 'console',
  ) {
    const status = decision.approve ? 'success' : 'failed';
    const reason = decision.approve ? '' : decision.reason.trim();
    const stored = await this.deps.db.transaction(async (tx) => {
      const k = kyselyOf(tx);
      const request = await k
        .updateTable('verification_requests')
        .set({ status, reason, decided_at: sql<Date>`now()`, decided_by: adminId })
        .where('id', '=', id)
        .where('status', '=', sql.lit<string>('pending'))
        .returning('user_id')
        .executeTakeFirst();
      if (!request) {
        const exists = await k
          .selectFrom('verification_requests')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!exists) throw notFound(`There is no verification request ${id}.`);
        throw conflict(`Verification request ${id} was already decided (${exists.status}).`);
      }
      await k
        .updateTable('users')
        .set({ verification_status: status, updated_at: sql<Date>`now()` })
        .where('id', '=', request.user_id)
        .execute();
      await recordOperatorAction(tx, {
        actorId: adminId,
        via,
        action: decision.approve ? 'verification.approve' : 'verification.reject',
        subjectId: id,
        before: { status: 'pending' },
        after: { status },
        reason,
      });
      return storeNotice(tx, {
        userId: request.user_id,
        type: 'verification',
        title: decision.approve ? 'You are now a verified agent' : 'Your verification request was not approved',
        message: decision.approve
          ? 'Your agent verification was approved. Your profile and listings now show the verified badge.'
          : `Reason: ${reason}. You can correct your details and re-apply.`,
      });
    });
    await deliverNotices(this.deps, [stored]);
    return this.findRequest(id);
  }

  private toRequest(row: RequestRow, fields: VerificationFormField[]): VerificationRequest {
    const answers: StoredAnswers = new Map(row.answers.map((answer) => [answer.field_id, answer.value]));
    return {
      id: row.id,
      user_id: row.user_id,
      user_name: row.user_name,
      user_email: row.user_email ?? '',
      user_slug_id: row.user_slug_id,
      user_is_agent: row.user_is_agent,
      status: row.status,
      reason: row.reason,
      created_at: row.created_at.toISOString(),
      decided_at: row.decided_at?.toISOString() ?? null,
      fields: withValues(this.deps, fields, answers),
    };
  }
}

/**
 * Requests (`r`) with the name, e-mail and slug of who asked, and whether they have a public
 * agent page (the agents' rule: an active account with a public listing or project).
 */
const selectRequests = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('verification_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.user_id',
      'u.name as user_name',
      'u.email as user_email',
      'u.slug_id as user_slug_id',
      eb
        .and([
          eb('u.is_active', '=', true),
          eb.or([
            eb.exists(sql`(select 1 from properties p where p.user_id = u.id and ${sql.raw(publicPropertySql('p'))})`),
            eb.exists(sql`(select 1 from projects j where j.user_id = u.id and ${sql.raw(publicProjectSql('j'))})`),
          ]),
        ])
        .as('user_is_agent'),
      'r.status',
      'r.reason',
      'r.answers',
      'r.created_at',
      'r.decided_at',
    ])
    // status: the CHECK constraint of migration 004; answers as apply() writes them; a boolean from PostgreSQL.
    .$narrowType<Pick<VerificationRequest, 'status' | 'user_is_agent'> & { answers: StoredAnswer[] }>();

type RequestRow = InferResult<ReturnType<typeof selectRequests>>[number];

/** The stored text of a non-file answer, or '' when unanswered; 400 for a value the field refuses. */
function checkAnswer(field: VerificationFormField, answer: RawAnswer | undefined): string {
  if (answer === undefined) return '';
  if (answer instanceof UploadedFilePart) throw invalidInput(`${field.name} takes text, not a file`);
  if (field.field_type === 'checkbox') {
    const chosen = (Array.isArray(answer) ? answer : answer.split(',')).map((entry) => entry.trim()).filter(Boolean);
    const unknown = chosen.find((entry) => !field.options.includes(entry));
    if (unknown !== undefined) {
      throw invalidInput(`${field.name}: "${unknown}" is not one of ${field.options.join(', ')}`);
    }
    return chosen.length ? JSON.stringify([...new Set(chosen)]) : '';
  }
  if (Array.isArray(answer)) throw invalidInput(`${field.name} takes one value`);
  const text = answer.trim();
  if (text === '') return '';
  switch (field.field_type) {
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw invalidInput(`${field.name} must be a number`);
      break;
    case 'radio':
    case 'dropdown':
      if (!field.options.includes(text)) {
        throw invalidInput(`${field.name} must be one of: ${field.options.join(', ')}`);
      }
      return text;
  }
  const limit =
    field.field_type === 'textarea'
      ? textLimits.textarea
      : field.field_type === 'number'
        ? textLimits.number
        : textLimits.text;
  if (text.length > limit) throw invalidInput(`${field.name} must be at most ${limit} characters`);
  return text;
}
