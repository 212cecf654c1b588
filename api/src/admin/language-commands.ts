import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { adminAddLanguageBody, adminDeleteLanguageBody, adminUpdateLanguageBody } from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { servicesOf } from '../modules/services';
import { checked, commandActor } from './arguments';

export const languageUsage = `  languages:list                  the site's languages, their direction and how many texts each has
  languages:add <code> --name "..." [--rtl] [--file texts.json]
                                  a new language the site offers at once (its texts: a flat JSON map)
  languages:set-texts <code> --file texts.json
                                  the file's texts replace those with the same key; the others stay
  languages:remove <code>         a language and its texts (never English, nor the default language)`;

const commands = new Set(['languages:list', 'languages:add', 'languages:set-texts', 'languages:remove']);

async function textsFile(file: string | undefined): Promise<unknown> {
  if (file === undefined) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file} as JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** The languages:* admin commands (the console's Settings, over the same service); false for others. */
export async function runLanguageCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command || !commands.has(command)) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, rtl: { type: 'boolean' }, file: { type: 'string' } },
  });
  const { languageAdministration: languages } = servicesOf(deps);
  const code = positionals[1];

  if (command === 'languages:list') {
    const all = await languages.list();
    const english = all.find((language) => language.code === 'en')?.texts ?? 0;
    for (const language of all) {
      print(
        `${language.code.padEnd(8)}${language.name.padEnd(16)}${language.rtl ? 'rtl' : 'ltr'}  ${language.texts} of ${english} texts${language.default ? '  (default)' : ''}`,
      );
    }
    return true;
  }
  if (!code) throw new Error(`${command} needs a language code, e.g. fr`);
  if (command === 'languages:remove') {
    const removed = await languages.remove(checked(adminDeleteLanguageBody.safeParse({ code })).code, commandActor);
    print(`Removed ${removed.name} (${removed.code}) and its ${removed.texts} texts.`);
    return true;
  }
  const translations = await textsFile(values.file);
  if (command === 'languages:add') {
    const body = checked(adminAddLanguageBody.safeParse({ code, name: values.name, rtl: values.rtl, translations }));
    const added = await languages.add(body, commandActor);
    print(
      `Added ${added.name} (${added.code}, ${added.rtl ? 'right to left' : 'left to right'}) with ${added.texts} texts.`,
    );
    return true;
  }
  if (translations === undefined) throw new Error('languages:set-texts needs --file texts.json');
  const saved = await languages.update(
    checked(adminUpdateLanguageBody.safeParse({ code, translations })),
    commandActor,
  );
  print(`${saved.name} (${saved.code}) now has ${saved.texts} texts.`);
  return true;
}
