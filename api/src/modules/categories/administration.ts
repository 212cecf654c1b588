import {
  catalogueListMax,
  choiceParameterTypes,
  parameterTypes,
  type AdminCategory,
  type AdminParameter,
} from '@domus/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { boundArray, kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql';
import type { UploadedFile } from '../../files/uploaded-file';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import { recordOperatorAction } from '../operator-log/record';
import { IconUpload } from '../catalogue-admin/icons';
import { setCatalogueStatus } from '../catalogue-admin/status';
import { arabicText, withArabicName, type OperatorActor } from '../catalogue-admin/texts';

export interface CategoryDraft {
  name: string;
  nameAr: string;
  /** Its parameters, in the posting form's order. */
  parameterIds: number[];
  icon?: UploadedFile;
}

export interface ParameterDraft {
  name: string;
  nameAr: string;
  type: (typeof parameterTypes)[number];
  /** The choices of a dropdown, radio or checkbox parameter ([] for the others). */
  values: string[];
  /** The same choices in Arabic, in the same order (may be shorter: the rest have none). */
  valuesAr: string[];
  isRequired: boolean;
  icon?: UploadedFile;
}

/** The rows whose English or Arabic name holds `search` (no search: every row). */
const nameMatches = (column: string, field: string, search: string | undefined) =>
  search === undefined
    ? sql<boolean>`true`
    : sql<boolean>`(lower(${sql.ref(column)}) like ${containsPattern(search)}
        or lower(coalesce(${sql.ref(`${column.split('.')[0]}.translations`)}->'ar'->>${field}, '')) like ${containsPattern(search)})`;

/** A URL-safe slug of an English name (a category's address on the site). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'category';

const isChoice = (type: string) => (choiceParameterTypes as readonly string[]).includes(type);

/**
 * The admin's side of categories and their parameters (the console's Catalogue screen). Nothing
 * is deleted: a category or parameter listings use is deactivated (the public calls and the
 * posting form stop offering it; listings keep it and go on showing it). Every change is written
 * to the operator decision log in its transaction. The public reads (get_categories, the
 * listing cards' catalogue cache, keyed by listing_catalogue_version) see a change at once.
 */
export class CategoryAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'files' | 'storage'>) {}

  async categories(search?: string, id?: number, db: Queryable = this.deps.db): Promise<AdminCategory[]> {
    const k = kyselyOf(db);
    const rows = await k
      .selectFrom('categories as c')
      .select((eb) => [
        'c.id',
        'c.category as name',
        'c.translations',
        'c.slug_id',
        'c.image',
        'c.status',
        eb
          .selectFrom('category_parameters as cp')
          .select(
            sql<number[]>`coalesce(array_agg(cp.parameter_id order by cp.sequence, cp.parameter_id), '{}')`.as('ids'),
          )
          .whereRef('cp.category_id', '=', 'c.id')
          .$asScalar()
          .as('parameter_ids'),
        eb
          .selectFrom('properties as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.category_id', '=', 'c.id')
          .$asScalar()
          .as('listings'),
      ])
      .where(nameMatches('c.category', 'category', search))
      .$if(id !== undefined, (query) => query.where('c.id', '=', id!))
      .orderBy('c.sequence')
      .orderBy('c.id')
      .limit(catalogueListMax)
      .execute();
    return rows.map(({ translations, image, status, parameter_ids, listings, ...row }) => ({
      ...row,
      name_ar: arabicText(translations, 'category'),
      image: this.deps.files.url(image),
      status: status === 1 ? 'active' : 'inactive',
      parameter_ids: parameter_ids ?? [],
      listings: listings ?? 0,
    }));
  }

  private async category(id: number, db: Queryable): Promise<AdminCategory> {
    const [found] = await this.categories(undefined, id, db);
    if (!found) throw notFound(`There is no category ${id}`);
    return found;
  }

  /** Creates (no id) or changes a category: its names, icon and ordered parameters. */
  async saveCategory(id: number | undefined, draft: CategoryDraft, actor: OperatorActor): Promise<AdminCategory> {
    return IconUpload.saving(this.deps.storage, draft.icon, (icon, replaces) =>
      this.deps.db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        await this.parametersExist(k, draft.parameterIds);
        await this.nameIsFree(tx, 'categories', 'category', draft.name, id);
        let categoryId: number;
        let before: AdminCategory | undefined;
        if (id === undefined) {
          const created = await k
            .insertInto('categories')
            .values({
              category: draft.name,
              slug_id: await this.freeSlug(k, slugOf(draft.name)),
              image: icon ?? '',
              sequence: sql<number>`(select coalesce(max(sequence), 0) + 1 from categories)`,
              translations: JSON.stringify(withArabicName({}, 'category', draft.nameAr)),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          categoryId = created.id;
        } else {
          const current = await k
            .selectFrom('categories')
            .select(['translations', 'image'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw notFound(`There is no category ${id}`);
          before = await this.category(id, tx);
          replaces(current.image);
          await k
            .updateTable('categories')
            .set({
              category: draft.name,
              translations: JSON.stringify(withArabicName(current.translations, 'category', draft.nameAr)),
              ...(icon === undefined ? {} : { image: icon }),
            })
            .where('id', '=', id)
            .execute();
          categoryId = id;
        }
        await k.deleteFrom('category_parameters').where('category_id', '=', categoryId).execute();
        if (draft.parameterIds.length) {
          await k
            .insertInto('category_parameters')
            .values(
              draft.parameterIds.map((parameterId, index) => ({
                category_id: categoryId,
                parameter_id: parameterId,
                sequence: index + 1,
              })),
            )
            .execute();
        }
        const after = await this.category(categoryId, tx);
        await recordOperatorAction(tx, {
          ...actor,
          action: before ? 'category.update' : 'category.create',
          subjectId: categoryId,
          before,
          after,
        });
        return after;
      }),
    );
  }

  /** Activates or deactivates a category: listings in it stay, new ones can no longer choose it. */
  async setCategoryActive(id: number, active: boolean, actor: OperatorActor): Promise<AdminCategory> {
    const rows = {
      table: 'categories',
      subject: 'category',
      read: (row: number, db: Queryable) => this.category(row, db),
    } as const;
    return setCatalogueStatus(this.deps.db, rows, id, active, actor);
  }

  async parameters(search?: string, id?: number, db: Queryable = this.deps.db): Promise<AdminParameter[]> {
    const rows = await kyselyOf(db)
      .selectFrom('parameters as pr')
      .select((eb) => [
        'pr.id',
        'pr.name',
        'pr.translations',
        'pr.type_of_parameter',
        'pr.type_values',
        'pr.is_required',
        'pr.image',
        'pr.status',
        eb
          .selectFrom('category_parameters as cp')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('cp.parameter_id', '=', 'pr.id')
          .$asScalar()
          .as('categories'),
        eb
          .selectFrom('property_parameters as pp')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('pp.parameter_id', '=', 'pr.id')
          .$asScalar()
          .as('listings'),
      ])
      .$narrowType<{ type_of_parameter: AdminParameter['type_of_parameter']; type_values: string[] }>()
      .where(nameMatches('pr.name', 'name', search))
      .$if(id !== undefined, (query) => query.where('pr.id', '=', id!))
      .orderBy('pr.name')
      .orderBy('pr.id')
      .limit(catalogueListMax)
      .execute();
    return rows.map(({ translations, image, status, categories, listings, type_values, ...row }) => {
      const arabicValues = (translations as { ar?: { type_values?: Record<string, unknown> } }).ar?.type_values ?? {};
      const values = Array.isArray(type_values) ? type_values.map(String) : [];
      return {
        ...row,
        name_ar: arabicText(translations, 'name'),
        type_values: values,
        type_values_ar: values.map((value) => {
          const text = Object.hasOwn(arabicValues, value) ? arabicValues[value] : undefined;
          return typeof text === 'string' ? text : '';
        }),
        image: this.deps.files.url(image),
        status: status === 1 ? 'active' : 'inactive',
        categories: categories ?? 0,
        listings: listings ?? 0,
      };
    });
  }

  private async parameter(id: number, db: Queryable): Promise<AdminParameter> {
    const [found] = await this.parameters(undefined, id, db);
    if (!found) throw notFound(`There is no parameter ${id}`);
    return found;
  }

  /**
   * Creates (no id) or changes a parameter. A choice's Arabic text is keyed by its English value,
   * so listings' stored values keep their translation. Choices listings use cannot be removed.
   */
  async saveParameter(id: number | undefined, draft: ParameterDraft, actor: OperatorActor): Promise<AdminParameter> {
    const values = isChoice(draft.type) ? draft.values : [];
    if (isChoice(draft.type) && values.length === 0) {
      throw invalidInput(`type_values: a ${draft.type} parameter needs at least one choice`);
    }
    if (new Set(values.map((value) => value.toLowerCase())).size !== values.length) {
      throw invalidInput('type_values: each choice must be different');
    }
    if (values.some((value) => value.includes(','))) {
      throw invalidInput('type_values: a choice cannot hold a comma (checkbox values are joined by commas)');
    }
    if (draft.valuesAr.length > values.length) {
      throw invalidInput('type_values_ar: there are more Arabic choices than choices');
    }
    return IconUpload.saving(this.deps.storage, draft.icon, (icon, replaces) =>
      this.deps.db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        await this.nameIsFree(tx, 'parameters', 'name', draft.name, id);
        const arabicChoices = Object.fromEntries(
          values.flatMap((value, index) => (draft.valuesAr[index] ? [[value, draft.valuesAr[index]]] : [])),
        );
        const translate = (translations: unknown) => {
          const named = withArabicName(translations, 'name', draft.nameAr);
          const arabic = { ...named.ar };
          if (Object.keys(arabicChoices).length) arabic.type_values = arabicChoices;
          else delete arabic.type_values;
          return Object.keys(arabic).length ? { ...named, ar: arabic } : (({ ar: _ar, ...rest }) => rest)(named);
        };
        let before: AdminParameter | undefined;
        let parameterId: number;
        if (id === undefined) {
          const created = await k
            .insertInto('parameters')
            .values({
              name: draft.name,
              type_of_parameter: draft.type,
              type_values: JSON.stringify(values),
              is_required: draft.isRequired,
              image: icon ?? '',
              translations: JSON.stringify(translate({})),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          parameterId = created.id;
        } else {
          const current = await k
            .selectFrom('parameters')
            .select(['translations', 'image', 'type_of_parameter'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw notFound(`There is no parameter ${id}`);
          before = await this.parameter(id, tx);
          replaces(current.image);
          if (before.listings > 0) await this.keepsListingsValid(k, id, before, draft.type, values);
          await k
            .updateTable('parameters')
            .set({
              name: draft.name,
              type_of_parameter: draft.type,
              type_values: JSON.stringify(values),
              is_required: draft.isRequired,
              translations: JSON.stringify(translate(current.translations)),
              ...(icon === undefined ? {} : { image: icon }),
            })
            .where('id', '=', id)
            .execute();
          parameterId = id;
        }
        const after = await this.parameter(parameterId, tx);
        await recordOperatorAction(tx, {
          ...actor,
          action: before ? 'parameter.update' : 'parameter.create',
          subjectId: parameterId,
          before,
          after,
        });
        return after;
      }),
    );
  }

  /** Activates or deactivates a parameter: listings keep their values; new ones are not asked for it. */
  async setParameterActive(id: number, active: boolean, actor: OperatorActor): Promise<AdminParameter> {
    const rows = {
      table: 'parameters',
      subject: 'parameter',
      read: (row: number, db: Queryable) => this.parameter(row, db),
    } as const;
    return setCatalogueStatus(this.deps.db, rows, id, active, actor);
  }

  /** A parameter listings use keeps its kind, and every choice a listing holds. */
  private async keepsListingsValid(
    k: Kysely<Database>,
    id: number,
    before: AdminParameter,
    type: string,
    values: string[],
  ) {
    if (type !== before.type_of_parameter) {
      throw conflict(
        `${before.listings} listings have a value for "${before.name}": its kind cannot change (deactivate it and add a new one)`,
      );
    }
    if (!isChoice(type)) return;
    const removed = before.type_values.filter((value) => !values.includes(value));
    if (!removed.length) return;
    const used = await k
      .selectFrom('property_parameters')
      .select('value')
      .where('parameter_id', '=', id)
      .where((eb) =>
        type === 'checkbox'
          ? eb.or(removed.map((value) => sql<boolean>`${value} = any(string_to_array(value, ','))`))
          : eb('value', '=', eb.fn.any(boundArray(removed, 'text'))),
      )
      .limit(1)
      .executeTakeFirst();
    if (used) {
      throw conflict(`type_values: listings hold a choice you removed ("${removed.join('", "')}"); keep it`);
    }
  }

  private async parametersExist(k: Kysely<Database>, ids: number[]) {
    if (!ids.length) return;
    const found = await k
      .selectFrom('parameters')
      .select('id')
      .where((eb) => eb('id', '=', eb.fn.any(boundArray(ids, 'int'))))
      .execute();
    const known = new Set(found.map((row) => row.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw invalidInput(`parameter_ids: there is no parameter ${missing}`);
  }

  private async nameIsFree(
    db: Queryable,
    table: 'categories' | 'parameters',
    column: 'category' | 'name',
    name: string,
    exceptId = 0,
  ) {
    const taken = await sql<{ id: number }>`select id from ${sql.table(table)}
      where lower(${sql.ref(column)}) = lower(${name}) and id <> ${exceptId} limit 1`.execute(kyselyOf(db));
    if (taken.rows.length) {
      throw conflict(`${table === 'categories' ? 'A category' : 'A parameter'} named "${name}" exists already`);
    }
  }

  private async freeSlug(k: Kysely<Database>, slug: string) {
    const taken = await k
      .selectFrom('categories')
      .select('slug_id')
      .where((eb) => eb.or([eb('slug_id', '=', slug), eb('slug_id', 'like', `${slug}-%`)]))
      .execute();
    const used = new Set(taken.map((row) => row.slug_id));
    let candidate = slug;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${slug}-${n}`;
    return candidate;
  }
}
