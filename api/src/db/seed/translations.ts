import fs from 'node:fs';
import path from 'node:path';
import { contractTexts } from '@domus/shared/contract';
import {
  contractTextsLanguage,
  withContractTexts,
  type ContractTextsDeclaration,
  type LocaleTexts,
} from '@domus/shared/contract/locale-texts';
import { siteRemotes } from '../../site/remote-map';
import type { Queryable } from '../db';

/** Front-end packages whose locales/<code>.json hold web translations: the shell and every remote. */
export const translationPackages: readonly string[] = ['shell', ...siteRemotes];

export const namespaceOf = (packageFolder: string) => packageFolder.replace(/^mf-/, '');

/** { home: { title: "x" } } -> { "<prefix>.home.title": "x" } */
export function flattenTranslations(value: unknown, prefix: string, into: Record<string, string> = {}) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenTranslations(child, `${prefix}.${key}`, into);
  } else if (value !== undefined && value !== null) {
    into[prefix] = String(value);
  }
  return into;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read translations ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * A package's texts in one language as its bundle ships them: locales/<code>.json and, in the
 * contract's language, the contract texts its locales/contract-texts.json names (the same merge
 * as the remote's own English). Undefined when the package has no file for the language.
 */
function readPackageTexts(packageDir: string, code: string): LocaleTexts | undefined {
  const file = path.join(packageDir, 'locales', `${code}.json`);
  if (!fs.existsSync(file)) return undefined;
  const own = readJson(file) as LocaleTexts;
  const declarationFile = path.join(packageDir, 'locales', 'contract-texts.json');
  if (code !== contractTextsLanguage || !fs.existsSync(declarationFile)) return own;
  try {
    return withContractTexts(own, readJson(declarationFile) as ContractTextsDeclaration, contractTexts);
  } catch (error) {
    throw new Error(`Cannot take the contract's texts of ${declarationFile}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Every package's texts in one language flattened into one map with namespaced keys.
 * Packages or files that do not exist yet are skipped; a broken file stops with its name.
 */
export function readWebTranslations(repoRoot: string, code: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const folder of translationPackages) {
    const texts = readPackageTexts(path.join(repoRoot, folder), code);
    if (texts) flattenTranslations(texts, namespaceOf(folder), merged);
  }
  return merged;
}

/**
 * Adds the keys a release brought to the stored translations. Stored texts win: the files are
 * defaults, and what the admin edited or added in the database survives a restart.
 */
export async function syncTranslations(db: Queryable, repoRoot: string) {
  const languages = await db.query<{ code: string }>('select code from languages');
  for (const { code } of languages) {
    const fromFiles = readWebTranslations(repoRoot, code);
    if (Object.keys(fromFiles).length === 0) continue;
    await db.query('update languages set translations = $1::jsonb || translations where code = $2', [
      JSON.stringify(fromFiles),
      code,
    ]);
  }
}
