import type { AddLanguage, AdminLanguage, LanguageChanges } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import { recordOperatorAction, type OperatorActor } from '../operator-log/record';
import { siteLanguages } from '../web-settings/content-texts';

/** The language every text falls back to: it holds every text of the site, and stays. */
const fallbackLanguage = 'en';

interface LanguageRow {
  id: number;
  code: string;
  name: string;
  rtl: boolean;
  texts: number;
}

/**
 * The site's languages as the console's Settings and `pnpm admin languages:*` keep them: add
 * one, rename it or turn its direction, give it texts (a file's texts replace those with the
 * same key; the others stay), remove it. Texts are the site's own keys only: a key English lacks
 * is refused by name. Every change is written to the decision log in its transaction.
 */
export class LanguageAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db'>) {}

  private rows(db: Queryable) {
    return kyselyOf(db)
      .selectFrom('languages')
      .select([
        'id',
        'code',
        'name',
        'rtl',
        sql<number>`(select count(*) from jsonb_object_keys(translations))::int`.as('texts'),
      ])
      .orderBy('id');
  }

  private async view(db: Queryable, rows: LanguageRow[]): Promise<AdminLanguage[]> {
    const { defaultCode } = await siteLanguages(db);
    return rows.map((row) => ({ ...row, default: row.code === defaultCode }));
  }

  private async one(db: Queryable, code: string): Promise<AdminLanguage> {
    const row = await this.rows(db).where('code', '=', code).executeTakeFirst();
    if (!row) throw notFound(`There is no language with code ${code}`);
    return (await this.view(db, [row]))[0]!;
  }

  /** Every language of the site, in the order they were added. */
  async list(): Promise<AdminLanguage[]> {
    return this.view(this.deps.db, await this.rows(this.deps.db).execute());
  }

  /** Refuses texts under keys the site does not have (English has every one). */
  private async checkKeys(db: Queryable, texts: Record<string, string>) {
    const keys = Object.keys(texts);
    if (keys.length === 0) return;
    const { rows } = await sql<{ key: string }>`
      select key from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as key
      where not exists (select 1 from languages where code = ${fallbackLanguage} and translations ? key)
      limit 4`.execute(kyselyOf(db));
    if (rows.length === 0) return;
    const named = rows.slice(0, 3).map((row) => row.key);
    throw invalidInput(
      `translations: the site has no text ${named.join(', ')}${rows.length > 3 ? ' (and more)' : ''}; download the English texts for the keys`,
    );
  }

  async add(language: AddLanguage, actor: OperatorActor): Promise<AdminLanguage> {
    const texts = language.translations ?? {};
    return this.deps.db.transaction(async (tx) => {
      if (await kyselyOf(tx).selectFrom('languages').select('id').where('code', '=', language.code).executeTakeFirst())
        throw conflict(`There is already a language with code ${language.code}`);
      await this.checkKeys(tx, texts);
      await kyselyOf(tx)
        .insertInto('languages')
        .values({ code: language.code, name: language.name, rtl: language.rtl, translations: JSON.stringify(texts) })
        .execute();
      await recordOperatorAction(tx, {
        ...actor,
        action: 'language.add',
        subjectId: language.code,
        after: { name: language.name, rtl: language.rtl, texts: Object.keys(texts).length },
      });
      return this.one(tx, language.code);
    });
  }

  async update(changes: LanguageChanges, actor: OperatorActor): Promise<AdminLanguage> {
    const texts = changes.translations ?? {};
    return this.deps.db.transaction(async (tx) => {
      const before = await this.one(tx, changes.code);
      await this.checkKeys(tx, texts);
      await kyselyOf(tx)
        .updateTable('languages')
        .set({
          name: changes.name ?? before.name,
          rtl: changes.rtl ?? before.rtl,
          translations: sql`translations || ${JSON.stringify(texts)}::jsonb`,
        })
        .where('code', '=', changes.code)
        .execute();
      const after = await this.one(tx, changes.code);
      const textsSent = Object.keys(texts).length;
      if (after.name !== before.name || after.rtl !== before.rtl || textsSent > 0) {
        await recordOperatorAction(tx, {
          ...actor,
          action: 'language.update',
          subjectId: changes.code,
          before: { name: before.name, rtl: before.rtl, texts: before.texts },
          after: { name: after.name, rtl: after.rtl, texts: after.texts, texts_sent: textsSent },
        });
      }
      return after;
    });
  }

  /** Removes a language with its texts; never English (every text's fallback) nor the default language. */
  async remove(code: string, actor: OperatorActor): Promise<AdminLanguage> {
    return this.deps.db.transaction(async (tx) => {
      const language = await this.one(tx, code);
      if (code === fallbackLanguage)
        throw invalidInput('English stays: every text the other languages lack is shown in English');
      if (language.default)
        throw invalidInput(`${language.name} is the site's default language: choose another default first`);
      await kyselyOf(tx).deleteFrom('languages').where('code', '=', code).execute();
      await recordOperatorAction(tx, {
        ...actor,
        action: 'language.delete',
        subjectId: code,
        before: { name: language.name, rtl: language.rtl, texts: language.texts },
      });
      return language;
    });
  }
}
