import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { contentLanguageOf, type Translations } from '../lib/translations';

interface KindOfRow {
  table: string;
  /** The column whose text is translated. */
  field: string;
  /** The column listing the row's choices (translated under the same name), if it has any. */
  choices?: string;
}

/** The catalogue rows that carry translations (migrations 024 and 025). */
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

/** The translations:* admin commands (catalogue texts in other languages); false when `command` is not one of them. */
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
    const rows = await deps.db.query<{ id: number; text: string; translations: Translations }>(
      `select id, ${field} as text, translations from ${table} order by id`,
    );
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
    const [row] = await tx.query<{ translations: Translations; choices: string[] | null }>(
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
