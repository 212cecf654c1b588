/*
 * How a front-end package's English takes the contract's texts instead of repeating them: its
 * `locales/contract-texts.json` names, for a key of its namespace, a text of the contract, and
 * the remote's bundle and the API's copy of its texts (the languages' web files) both merge
 * them here. No imports: the API and the bundles use the same function.
 */

/** A package's texts in one language (locales/<code>.json): nested keys, each ending in a text. */
export type LocaleTexts = { [key: string]: string | LocaleTexts };

/**
 * A package's locales/contract-texts.json: a key of its namespace -> the name of a contract text.
 * A name of an object of texts fills the keys under that key, one per text:
 * `"errors.account": "accountMessages"` gives `errors.account.notSignedIn`, …. A name with a
 * member fills that one key: `"validation.nameRequired": "signInErrorMessages.missing-name"`.
 */
export type ContractTextsDeclaration = Readonly<Record<string, string>>;

/** Contract texts by name: objects of texts (accountMessages) or single texts (passwordTooShortMessage). */
export type NamedTexts = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** The language the contract's texts are written in: only this locale takes them. */
export const contractTextsLanguage = 'en';

/** The text or the object of texts `name` stands for. */
function lookUp(name: string, texts: NamedTexts): string | Readonly<Record<string, string>> {
  const dot = name.indexOf('.');
  const objectName = dot === -1 ? name : name.slice(0, dot);
  const found = Object.hasOwn(texts, objectName) ? texts[objectName] : undefined;
  if (found === undefined) throw new Error(`"${objectName}" is not one of the contract texts given`);
  if (dot === -1) return found;
  const member = name.slice(dot + 1);
  if (typeof found === 'string' || !Object.hasOwn(found, member)) {
    throw new Error(`"${name}": ${objectName} has no text "${member}"`);
  }
  return found[member];
}

/** Each key a declaration fills, with its text, in the declaration's order. */
export function declaredContractTexts(declared: ContractTextsDeclaration, texts: NamedTexts): [string, string][] {
  return Object.entries(declared).flatMap(([key, name]) => {
    const found = lookUp(name, texts);
    return typeof found === 'string'
      ? [[key, found] as [string, string]]
      : Object.entries(found).map(([member, text]) => [`${key}.${member}`, text] as [string, string]);
  });
}

function copyOf(texts: LocaleTexts): LocaleTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, typeof value === 'string' ? value : copyOf(value)]),
  );
}

/**
 * A package's English: its own texts (locales/en.json, left as it is) with every contract text
 * its declaration names, at its key. A key both give, or a name `texts` lacks, throws: each
 * text has one source, and a bundle that was not given a text it declares fails at once.
 */
export function withContractTexts(
  own: LocaleTexts,
  declared: ContractTextsDeclaration,
  texts: NamedTexts,
): LocaleTexts {
  const merged = copyOf(own);
  for (const [key, text] of declaredContractTexts(declared, texts)) {
    const path = key.split('.');
    let node = merged;
    for (const [depth, part] of path.entries()) {
      const existing = Object.hasOwn(node, part) ? node[part] : undefined;
      if (depth === path.length - 1) {
        if (existing !== undefined) throw new Error(`"${key}" has a text of its own and a contract text: keep one`);
        node[part] = text;
      } else if (typeof existing === 'string') {
        throw new Error(`"${key}": "${path.slice(0, depth + 1).join('.')}" is a text, not a group of keys`);
      } else {
        node = existing ?? (node[part] = {});
      }
    }
  }
  return merged;
}

/** Contract text -> the key a declaration gives it: to show a text the API or a form rule says through i18n. */
export function contractTextKeys(declared: ContractTextsDeclaration, texts: NamedTexts): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, text] of declaredContractTexts(declared, texts)) if (!keys.has(text)) keys.set(text, key);
  return keys;
}
