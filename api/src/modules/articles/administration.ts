import type { AdminArticle, KeysetPosition } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { preparePicture, removeListingFiles, UploadBatch } from '../../files/listing-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { invalidInput, notFound } from '../../http/api-error';
import type { Translations } from '../../lib/translations';
import { sanitisedHtml } from '../web-settings/content-html';
import type { OperatorActor } from '../operator-log/record';
import { rowToTexts, siteLanguages, textsSummary, textsToRow, type LanguageTexts } from '../web-settings/content-texts';
import { uniqueSlug } from '../listings/slugs';
import { recordOperatorAction } from '../operator-log/record';

const fields = ['title', 'body'] as const;
type ArticleTexts = LanguageTexts<(typeof fields)[number]>;

/** What an admin writes of an article. */
export interface ArticleDraft {
  texts: Record<string, Partial<Record<(typeof fields)[number], string>>>;
  category_id: number | null;
  is_promoted: boolean;
}

/** The smallest article picture: a card's 480x270. */
const articlePictureMinSize = { width: 480, height: 270 };

const columns = [
  'id',
  'slug_id',
  'category_id',
  'title',
  'description',
  'translations',
  'image',
  'is_promoted',
  'published',
  'created_at',
  'updated_at',
] as const;

const clean = (field: (typeof fields)[number], text: string) =>
  field === 'body' ? sanitisedHtml(text) : text.replace(/\s+/g, ' ').trim();

/** Articles as the operator console writes them: drafts, texts per language, publishing, pictures. */
export class ArticleAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'files' | 'storage'>) {}

  private async view(db: Queryable, rows: ArticleRow[]): Promise<AdminArticle[]> {
    const languages = await siteLanguages(db);
    return rows.map((row) => ({
      id: row.id,
      slug_id: row.slug_id,
      category_id: row.category_id,
      texts: rowToTexts(languages, fields, { title: row.title, body: row.description }, row.translations),
      image: this.deps.files.url(row.image),
      is_promoted: row.is_promoted,
      published: row.published,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }));
  }

  private async row(db: Queryable, id: number): Promise<ArticleRow> {
    const row = await kyselyOf(db)
      .selectFrom('articles')
      .select(columns)
      .$narrowType<{ translations: Translations }>()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no article ${id}`);
    return row;
  }

  /** Every article, drafts too, newest first by keyset (time and id); `search` finds words of a title. */
  async list(query: { search?: string; cursor?: KeysetPosition; limit: number }) {
    const db = kyselyOf(this.deps.db);
    const pattern = query.search ? `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const base = db
      .selectFrom('articles')
      .$if(pattern !== undefined, (qb) => qb.where((eb) => eb(eb.fn('lower', ['title']), 'like', pattern!)));
    const [rows, counted] = await Promise.all([
      base
        .select([...columns, keysetCursorSql('articles').as('cursor')])
        .$narrowType<{ translations: Translations }>()
        .$if(query.cursor !== undefined, (qb) => qb.where(keysetAfter('articles', query.cursor!)))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    ]);
    const { page, next } = keysetPage(rows, query.limit);
    return { data: await this.view(this.deps.db, page), total: Number(counted?.total ?? 0), next_cursor: next };
  }

  private async checkCategory(db: Queryable, id: number | null) {
    if (id === null) return;
    const found = await kyselyOf(db)
      .selectFrom('article_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw invalidInput(`category_id: there is no article category ${id}`);
  }

  /** A new draft; its slug comes from the default language's title and never changes. */
  async create(draft: ArticleDraft, actor: OperatorActor): Promise<AdminArticle> {
    return this.deps.db.transaction(async (tx) => {
      const { stored, translations } = await textsToRow(tx, draft.texts, fields, fields, clean);
      await this.checkCategory(tx, draft.category_id);
      const slug = await uniqueSlug(tx, 'articles', stored.title, 'article');
      const { id } = await kyselyOf(tx)
        .insertInto('articles')
        .values({
          slug_id: slug,
          title: stored.title,
          description: stored.body,
          translations: JSON.stringify(translations),
          category_id: draft.category_id,
          is_promoted: draft.is_promoted,
          published: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [article] = await this.view(tx, [await this.row(tx, id)]);
      await recordOperatorAction(tx, {
        ...actor,
        action: 'article.create',
        subjectId: id,
        after: summary(article!),
      });
      return article!;
    });
  }

  /** Replaces the article's texts, category and promotion. */
  async update(id: number, draft: ArticleDraft, actor: OperatorActor): Promise<AdminArticle> {
    return this.deps.db.transaction(async (tx) => {
      const [before] = await this.view(tx, [await this.row(tx, id)]);
      const { stored, translations } = await textsToRow(tx, draft.texts, fields, fields, clean);
      await this.checkCategory(tx, draft.category_id);
      await kyselyOf(tx)
        .updateTable('articles')
        .set({
          title: stored.title,
          description: stored.body,
          translations: JSON.stringify(translations),
          category_id: draft.category_id,
          is_promoted: draft.is_promoted,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      const [after] = await this.view(tx, [await this.row(tx, id)]);
      await recordOperatorAction(tx, {
        ...actor,
        action: 'article.update',
        subjectId: id,
        ...changed(before!, after!),
      });
      return after!;
    });
  }

  /** Shows the article on the site, or takes it back to a draft. */
  async publish(id: number, published: boolean, actor: OperatorActor): Promise<AdminArticle> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.row(tx, id);
      await kyselyOf(tx)
        .updateTable('articles')
        .set({ published, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await recordOperatorAction(tx, {
        ...actor,
        action: published ? 'article.publish' : 'article.unpublish',
        subjectId: id,
        before: { published: before.published },
        after: { published },
      });
      return (await this.view(tx, [await this.row(tx, id)]))[0]!;
    });
  }

  /** Replaces the article's picture (the old one is removed once the new one is saved). */
  async setPicture(id: number, image: UploadedFile | undefined, actor: OperatorActor): Promise<AdminArticle> {
    if (!image) throw invalidInput('image is required: send the picture as a file part (JPEG or PNG)');
    await this.row(this.deps.db, id);
    const picture = await preparePicture(image, 'image', 'articles', articlePictureMinSize);
    const batch = new UploadBatch(this.deps.storage);
    const stored = await batch.write(picture);
    try {
      const { article, old } = await this.deps.db.transaction(async (tx) => {
        const before = await this.row(tx, id);
        await kyselyOf(tx)
          .updateTable('articles')
          .set({ image: stored, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await recordOperatorAction(tx, {
          ...actor,
          action: 'article.picture',
          subjectId: id,
          before: { image: before.image },
          after: { image: stored },
        });
        return { article: (await this.view(tx, [await this.row(tx, id)]))[0]!, old: before.image };
      });
      if (old && !old.startsWith('seed/')) await removeListingFiles(this.deps.storage, [old]);
      return article;
    } catch (error) {
      await batch.discard();
      throw error;
    }
  }

  /** Deletes the article and its picture. */
  async remove(id: number, actor: OperatorActor): Promise<AdminArticle> {
    const article = await this.deps.db.transaction(async (tx) => {
      const row = await this.row(tx, id);
      const [before] = await this.view(tx, [row]);
      await kyselyOf(tx).deleteFrom('articles').where('id', '=', id).execute();
      await recordOperatorAction(tx, { ...actor, action: 'article.delete', subjectId: id, before: summary(before!) });
      return { view: before!, image: row.image };
    });
    if (article.image && !article.image.startsWith('seed/'))
      await removeListingFiles(this.deps.storage, [article.image]);
    return article.view;
  }
}

type ArticleRow = {
  id: number;
  slug_id: string;
  category_id: number | null;
  title: string;
  description: string;
  translations: Translations;
  image: string;
  is_promoted: boolean;
  published: boolean;
  created_at: Date;
  updated_at: Date;
};

/** An article for the decision log: titles in full, bodies by their length (not stored twice). */
const summary = (article: AdminArticle) => ({
  slug_id: article.slug_id,
  category_id: article.category_id,
  is_promoted: article.is_promoted,
  published: article.published,
  texts: textsSummary(article.texts as ArticleTexts, ['title']),
});

/** The fields an update changed, before and after; a body by its length. */
function changed(before: AdminArticle, after: AdminArticle) {
  const was = summary(before);
  const now = summary(after);
  const keys = (Object.keys(now) as (keyof typeof now)[]).filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  const bodyChanged = Object.keys(after.texts).filter((code) => before.texts[code]?.body !== after.texts[code]?.body);
  return {
    before: Object.fromEntries(keys.map((key) => [key, was[key]])),
    after: {
      ...Object.fromEntries(keys.map((key) => [key, now[key]])),
      ...(bodyChanged.length ? { body_changed: bodyChanged } : {}),
    },
  };
}
