import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { adminAddLanguageBody, adminUpdateLanguageBody } from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { servicesOf } from '../modules/services';

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

const valid = <T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
) => {
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
};

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
  // The command runs without an operator account: the log names it by `via` alone.
  const actor = { actorId: undefined, via: 'command' } as const;
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
    const removed = await languages.remove(valid(adminUpdateLanguageBody.safeParse({ code })).code, actor);
    print(`Removed ${removed.name} (${removed.code}) and its ${removed.texts} texts.`);
    return true;
  }
  const translations = await textsFile(values.file);
  if (command === 'languages:add') {
    const body = valid(adminAddLanguageBody.safeParse({ code, name: values.name, rtl: values.rtl, translations }));
    const added = await languages.add(body, actor);
    print(
      `Added ${added.name} (${added.code}, ${added.rtl ? 'right to left' : 'left to right'}) with ${added.texts} texts.`,
    );
    return true;
  }
  if (translations === undefined) throw new Error('languages:set-texts needs --file texts.json');
  const saved = await languages.update(valid(adminUpdateLanguageBody.safeParse({ code, translations })), actor);
  print(`${saved.name} (${saved.code}) now has ${saved.texts} texts.`);
  return true;
}
