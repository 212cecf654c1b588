import type { AdminFaq } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { invalidInput, notFound } from '../../http/api-error';
import type { Translations } from '../../lib/translations';
import type { OperatorActor } from '../operator-log/record';
import { rowToTexts, siteLanguages, textsToRow } from '../web-settings/content-texts';
import { recordOperatorAction } from '../operator-log/record';

const fields = ['question', 'answer'] as const;

/** What an admin writes of an FAQ. */
export interface FaqDraft {
  texts: Record<string, Partial<Record<(typeof fields)[number], string>>>;
  sequence: number;
  active: boolean;
}

interface FaqRow {
  id: number;
  question: string;
  answer: string;
  translations: Translations;
  sequence: number;
  status: number;
}

const columns = ['id', 'question', 'answer', 'translations', 'sequence', 'status'] as const;

/** The next page's cursor: the last FAQ's place in the site's order (sequence, then id). */
const cursorOf = (sequence: number, id: number) => Buffer.from(JSON.stringify([sequence, id])).toString('base64url');

/** The sequence and id a cursor names; a 400 for one this list did not give out. */
function parseCursor(cursor: string | undefined): [number, number] | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && Number.isSafeInteger(value[0]) && Number.isSafeInteger(value[1])) {
      return value as [number, number];
    }
  } catch {
    // falls through to the 400
  }
  throw invalidInput('cursor is not one this list gave out: start again without it');
}
const clean = (_field: string, text: string) => text.trim();

/** FAQs as the operator console writes them: texts per language, order, active or not. */
export class FaqAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db'>) {}

  private async view(db: Queryable, rows: FaqRow[]): Promise<AdminFaq[]> {
    const languages = await siteLanguages(db);
    return rows.map((row) => ({
      id: row.id,
      texts: rowToTexts(languages, fields, row, row.translations),
      sequence: row.sequence,
      active: row.status === 1,
    }));
  }

  private async one(db: Queryable, id: number): Promise<AdminFaq> {
    const row = await kyselyOf(db)
      .selectFrom('faqs')
      .select(columns)
      .$narrowType<{ translations: Translations }>()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no FAQ ${id}`);
    return (await this.view(db, [row]))[0]!;
  }

  /** Every FAQ, inactive ones too, in the site's order (sequence, then id) by keyset. */
  async list(query: { cursor?: string; limit: number }) {
    const after = parseCursor(query.cursor);
    const [rows, counted] = await Promise.all([
      kyselyOf(this.deps.db)
        .selectFrom('faqs')
        .select(columns)
        .$narrowType<{ translations: Translations }>()
        .$if(after !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([eb('sequence', '>', after![0]), eb.and([eb('sequence', '=', after![0]), eb('id', '>', after![1])])]),
          ),
        )
        .orderBy('sequence')
        .orderBy('id')
        .limit(query.limit + 1)
        .execute(),
      kyselyOf(this.deps.db)
        .selectFrom('faqs')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst(),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: await this.view(this.deps.db, page),
      total: Number(counted?.total ?? 0),
      next_cursor: rows.length > query.limit && last ? cursorOf(last.sequence, last.id) : null,
    };
  }

  async create(draft: FaqDraft, actor: OperatorActor): Promise<AdminFaq> {
    return this.deps.db.transaction(async (tx) => {
      const { stored, translations } = await textsToRow(tx, draft.texts, fields, fields, clean);
      const { id } = await kyselyOf(tx)
        .insertInto('faqs')
        .values({
          ...stored,
          translations: JSON.stringify(translations),
          sequence: draft.sequence,
          status: draft.active ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const faq = await this.one(tx, id);
      await recordOperatorAction(tx, { ...actor, action: 'faq.create', subjectId: id, after: withoutId(faq) });
      return faq;
    });
  }

  async update(id: number, draft: FaqDraft, actor: OperatorActor): Promise<AdminFaq> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.one(tx, id);
      const { stored, translations } = await textsToRow(tx, draft.texts, fields, fields, clean);
      await kyselyOf(tx)
        .updateTable('faqs')
        .set({
          ...stored,
          translations: JSON.stringify(translations),
          sequence: draft.sequence,
          status: draft.active ? 1 : 0,
        })
        .where('id', '=', id)
        .execute();
      const after = await this.one(tx, id);
      await recordOperatorAction(tx, {
        ...actor,
        action: 'faq.update',
        subjectId: id,
        before: withoutId(before),
        after: withoutId(after),
      });
      return after;
    });
  }

  async remove(id: number, actor: OperatorActor): Promise<AdminFaq> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.one(tx, id);
      await kyselyOf(tx).deleteFrom('faqs').where('id', '=', id).execute();
      await recordOperatorAction(tx, { ...actor, action: 'faq.delete', subjectId: id, before: withoutId(before) });
      return before;
    });
  }
}

// FAQs are short: the log keeps their texts whole.
const withoutId = ({ id: _id, ...faq }: AdminFaq) => faq;
