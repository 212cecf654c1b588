import { parseArgs } from 'node:util';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { TableRow } from '../db/kysely';
import type { Database } from '../db/schema';
import { contentLanguageOf } from '../lib/translations';
import type { Narrowed, Translated } from '../modules/properties/rows';

/** A reference data table that carries translations, with columns of its own. */
type KindOfRow = {
  [T in keyof Database]: 'translations' extends keyof Database[T]
    ? {
        table: T;
        /** The column whose text is translated. */
        field: keyof Database[T] & string;
        /** The column listing the row's choices (translated under the same name), if it has any. */
        choices?: keyof Database[T] & string;
      }
    : never;
}[keyof Database];

/** The reference data rows that carry translations (migrations 024 and 025). */
const kinds = {
  categories: { table: 'categories', field: 'category' },
  parameters: { table: 'parameters', field: 'name', choices: 'type_values' },
  facilities: { table: 'facilities', field: 'name' },
  'article-categories': { table: 'article_categories', field: 'name' },
  packages: { table: 'packages', field: 'name' },
  'report-reasons': { table: 'report_reasons', field: 'reason' },
  'verification-fields': { table: 'verification_form_fields', field: 'name', choices: 'options' },
} as const satisfies Record<string, KindOfRow>;
type Kind = keyof typeof kinds;
type KindOfTable = (typeof kinds)[Kind];
type KindTable = KindOfTable['table'];
/** The translated column's type, kind by kind. */
type TextOf<K> = K extends { table: infer T extends keyof Database; field: infer F extends string }
  ? Selectable<Database[T]>[F & keyof Selectable<Database[T]>]
  : never;

/** A row as translations:list reads it: the translated column as `text`. */
type ListedRow = Narrowed<TableRow<KindTable, 'id' | 'translations'>, Translated> & { text: TextOf<KindOfTable> };
/** A row as translations:set and :remove lock it: its choices, null for a kind without. */
type LockedRow = Narrowed<TableRow<KindTable, 'translations'>, Translated> & {
  // A choices column (type_values, options) holds a JSON list of the choices' words.
  choices: string[] | null;
};

const maxLength = 200;

export const translationUsage = `  translations:list <kind> --language ar
  translations:set <kind> <id> --language ar --text "..." [--choice "Furnished"]
                  a choice with --choice (parameters, verification-fields), else the name
  translations:remove <kind> <id> --language ar [--choice "Furnished"]
                  kinds: ${Object.keys(kinds).join(', ')}`;

const kindOf = (text: string | undefined): Kind => {
  if (text && Object.hasOwn(kinds, text)) return text as Kind;
  throw new Error(`The kind must be one of: ${Object.keys(kinds).join(', ')}.`);
};

/** The translations:* admin commands (reference data texts in other languages); false when `command` is not one of them. */
export async function runTranslationCommand(
  command: string | undefined,
  args: string[],
  deps: Pick<AppDeps, 'db'>,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command?.startsWith('translations:')) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { language: { type: 'string' }, text: { type: 'string' }, choice: { type: 'string' } },
  });
  const { table, field, choices }: KindOfRow = kinds[kindOf(positionals[1])];
  const language = values.language ?? '';
  if (contentLanguageOf(language)[0] !== language) throw new Error('--language must be a language code, e.g. ar');

  if (command === 'translations:list') {
    // Kept as SQL, as in translations:set: the kind names the table and columns (checked in `kinds`).
    const rows = await deps.db.query<ListedRow>(`select id, ${field} as text, translations from ${table} order by id`);
    for (const row of rows) print(`#${row.id} ${row.text} → ${JSON.stringify(row.translations[language] ?? {})}`);
    return true;
  }
  if (command !== 'translations:set' && command !== 'translations:remove')
    throw new Error(`Unknown command "${command}".`);

  const id = Number(positionals[2]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('The id must be a whole number.');
  const text = values.text?.trim() ?? '';
  if (command === 'translations:set' && (text === '' || text.length > maxLength))
    throw new Error(`--text must hold 1 to ${maxLength} characters.`);
  if (values.choice !== undefined && !choices) throw new Error(`${positionals[1]} have no choices.`);

  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<LockedRow>(
      `select translations, ${choices ?? 'null'} as choices from ${table} where id = $1 for update`,
      [id],
    );
    if (!row) throw new Error(`There is no ${positionals[1]} row ${id}.`);
    if (values.choice !== undefined && !row.choices?.includes(values.choice))
      throw new Error(`"${values.choice}" is not one of its choices: ${row.choices?.join(', ')}.`);
    const texts: Record<string, unknown> = { ...row.translations[language] };
    if (values.choice === undefined) {
      if (command === 'translations:set') texts[field] = text;
      else delete texts[field];
    } else {
      const translated = { ...(texts[choices!] as Record<string, string> | undefined) };
      if (command === 'translations:set') translated[values.choice] = text;
      else delete translated[values.choice];
      texts[choices!] = translated;
    }
    await tx.query(`update ${table} set translations = $2::jsonb where id = $1`, [
      id,
      JSON.stringify({ ...row.translations, [language]: texts }),
    ]);
  });
  print(`${command === 'translations:set' ? 'Set' : 'Removed'}: ${positionals[1]} #${id} in ${language}.`);
  return true;
}
