import fs from 'node:fs';
import path from 'node:path';

import { contractTexts } from '../../contract/contract-texts';
import {
  contractTextsLanguage,
  withContractTexts,
  type ContractTextsDeclaration,
  type LocaleTexts,
} from '../../contract/locale-texts';
import { contactMessages } from '../../contract/rules/contact';
import { signInErrorMessages } from '../../contract/rules/sign-in';
import { remoteFolders } from '../../remote-list/remote-list.mjs';

// The shell and every remote of the list, as translationPackages in api/src/db/seed/translations.ts.
const packages = ['shell', ...remoteFolders];

const repoRoot = path.resolve(__dirname, '../../../..');

type Texts = Record<string, string>;

/** { home: { title: "x" } } -> { "home.title": "x" } */
function flatten(value: unknown, prefix = '', into: Texts = {}): Texts {
  for (const [key, child] of Object.entries(value as object)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object') flatten(child, name, into);
    else into[name] = String(child);
  }
  return into;
}

const readJson = (folder: string, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'locales', file), 'utf8'));
const declaresContractTexts = (folder: string) =>
  fs.existsSync(path.join(repoRoot, folder, 'locales', 'contract-texts.json'));

/** A package's texts in a language as it ships them: English with the contract's texts it declares. */
function readTexts(folder: string, language: string): Texts {
  const own = readJson(folder, `${language}.json`) as LocaleTexts;
  return flatten(
    language === contractTextsLanguage && declaresContractTexts(folder)
      ? withContractTexts(own, readJson(folder, 'contract-texts.json') as ContractTextsDeclaration, contractTexts)
      : own,
  );
}

const arabicForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(pluralSuffix, '');

/** "{{ count ,number }}" -> "{{count, number}}" */
const tidy = (placeholder: string) =>
  `{{${placeholder
    .slice(2, -2)
    .trim()
    .replace(/\s*,\s*/g, ', ')}}}`;
/** The `{{…}}` of a text; a stray `{{` or `}}` counts too, so a broken placeholder shows. */
const placeholdersOf = (text: string) =>
  new Set((text.match(/\{\{[^{}]*\}\}|\{\{|\}\}/g) ?? []).map((token) => (token.length > 2 ? tidy(token) : token)));
const isCount = (placeholder: string) => /^\{\{count\b/.test(placeholder);

/** What is wrong between a package's English and Arabic texts, each naming the package and the keys. */
function problemsOf(folder: string): string[] {
  const en = readTexts(folder, 'en');
  const ar = readTexts(folder, 'ar');
  const enBases = new Set(Object.keys(en).map(baseOf));
  const arBases = new Set(Object.keys(ar).map(baseOf));
  const problems: string[] = [];
  const say = (what: string, keys: string[]) => {
    if (keys.length > 0) problems.push(`${folder}: ${what}: ${keys.join(', ')}`);
  };

  say(
    'only in en.json',
    [...enBases].filter((key) => !arBases.has(key)),
  );
  say(
    'only in ar.json',
    [...arBases].filter((key) => !enBases.has(key)),
  );

  const enPlurals = new Set(
    Object.keys(en)
      .filter((key) => pluralSuffix.test(key))
      .map(baseOf),
  );
  say(
    'Arabic plural forms missing',
    [...enPlurals].flatMap((base) =>
      arBases.has(base)
        ? arabicForms.filter((form) => !(`${base}_${form}` in ar)).map((form) => `${base}_${form}`)
        : [],
    ),
  );
  say(
    'plural in Arabic but not in English',
    Object.keys(ar).filter((key) => pluralSuffix.test(key) && enBases.has(baseOf(key)) && !enPlurals.has(baseOf(key))),
  );
  say(
    'not plural in Arabic though plural in English',
    Object.keys(ar).filter((key) => !pluralSuffix.test(key) && enPlurals.has(key)),
  );

  const placeholderMismatches = Object.entries(ar).flatMap(([key, text]) => {
    const base = baseOf(key);
    const english = enPlurals.has(base) ? en[`${base}_other`] : en[key];
    if (english === undefined) return [];
    const expected = placeholdersOf(english);
    const actual = placeholdersOf(text);
    // Arabic says "one day", "two days" and "no days" without the number.
    const mayOmitCount = enPlurals.has(base) && /_(zero|one|two)$/.test(key);
    const missing = [...expected].filter((p) => !actual.has(p) && !(mayOmitCount && isCount(p)));
    const extra = [...actual].filter((p) => !expected.has(p));
    if (missing.length === 0 && extra.length === 0) return [];
    return [`${key} (${[...missing.map((p) => `lacks ${p}`), ...extra.map((p) => `has ${p}`)].join('; ')})`];
  });
  say('placeholders differ from English', placeholderMismatches);

  return problems;
}

/**
 * English texts of a package's own that read like a contract text but are other messages, by
 * `<folder>: <key>`, with why they stay in en.json.
 */
const ownTextsLikeTheContract: Record<string, string> = {
  // The sign-out toast. The sign-in catalogue's 'user-signed-out' reads the same in English, but
  // is the label of a Firebase error (its Arabic differs), and taking it would put the 95
  // sign-in texts on every first load.
  'shell: header.signedOut': signInErrorMessages['user-signed-out'],
  // The account forms' own rule. Only the contact form's text reads the same; the account calls
  // say 'Invalid email address.' (signInErrorMessages['invalid-email']).
  'mf-account: validation.emailInvalid': contactMessages.emailInvalid,
};

describe('locales of the front-end packages', () => {
  it('have the same texts, plural forms and placeholders in English and Arabic', () => {
    expect(packages.flatMap(problemsOf)).toEqual([]);
  });

  it("take the contract's texts from the contract (locales/contract-texts.json), never a copy in en.json", () => {
    const textsOfTheContract = new Set(
      Object.values(contractTexts).flatMap((named) => (typeof named === 'string' ? [named] : Object.values(named))),
    );
    const copies = packages.flatMap((folder) =>
      Object.entries(flatten(readJson(folder, 'en.json')))
        .filter(([, text]) => textsOfTheContract.has(text))
        .map(([key, text]) => [`${folder}: ${key}`, text] as const),
    );
    expect(Object.fromEntries(copies)).toEqual(ownTextsLikeTheContract);
  });
});
