import { parseArgs } from 'node:util';
import {
  adminUpdateProviderSettingsBody,
  adminUpdateSettingsBody,
  providerSettingsFields,
  secretSettingKeys,
  siteSettingsFields,
  type AdminSettings,
} from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { servicesOf } from '../modules/services';
import { checked, commandActor } from './arguments';
import { passwordFromStdin, type PasswordInput } from './password-input';

export const settingsUsage = `  settings:show                   every setting of the console's Settings; secrets as their last four characters
  settings:set <key> <value>      one setting (JSON for selected_currency_data and bank_details)
  settings:set <secret> --stdin   a secret (${secretSettingKeys.slice(0, 2).join(', ')}...), typed twice unseen or piped
  settings:clear <secret>         removes a stored secret`;

const commands = new Set(['settings:show', 'settings:set', 'settings:clear']);
const siteKeys = Object.keys(siteSettingsFields);
const providerKeys = Object.keys(providerSettingsFields);
const jsonKeys = new Set(['selected_currency_data', 'bank_details']);
const isSecret = (key: string) => (secretSettingKeys as readonly string[]).includes(key);

/** A secret as a reply shows it: `•••• 9xQz` or `(not set)`. */
const masked = (state: { set: boolean; last4: string }) => (state.set ? `•••• ${state.last4}` : '(not set)');

function printSettings(settings: AdminSettings, print: (text: string) => void) {
  for (const [key, value] of Object.entries({ ...settings.site, ...settings.providers })) {
    print(`${key} = ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  for (const [key, state] of Object.entries(settings.secrets)) print(`${key} = ${masked(state)}`);
  print(
    `in effect: ${Object.entries(settings.sources)
      .map(([service, source]) => `${service} ${source}`)
      .join(', ')}`,
  );
}

/** The settings:* admin commands (the console's Settings, over the same service); false for others. */
export async function runSettingsCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
  input?: PasswordInput,
): Promise<boolean> {
  if (!command || !commands.has(command)) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { stdin: { type: 'boolean' } },
  });
  const { siteSettings } = servicesOf(deps);
  if (command === 'settings:show') {
    printSettings(await siteSettings.read(), print);
    return true;
  }
  const key = positionals[1] ?? '';
  if (![...siteKeys, ...providerKeys].includes(key)) {
    throw new Error(`${command} needs a setting among: ${[...siteKeys, ...providerKeys].join(', ')}`);
  }
  if (command === 'settings:clear' && !isSecret(key))
    throw new Error(`settings:clear is for secrets: ${key} is not one`);
  let value: unknown = null;
  if (command === 'settings:set') {
    const given = isSecret(key)
      ? values.stdin || positionals[2] === undefined
        ? await (input ?? passwordFromStdin(values.stdin ?? false)).read(`${key}: `)
        : positionals[2]
      : positionals[2];
    if (given === undefined) throw new Error(`settings:set ${key} needs a value`);
    try {
      value = jsonKeys.has(key) ? JSON.parse(given) : given;
    } catch {
      throw new Error(
        `${key} takes JSON, for example ${key === 'bank_details' ? '[{"title":"IBAN","title_ar":"","value":"..."}]' : '{"code":"EUR","symbol":"€","name":"Euro"}'}`,
      );
    }
  }
  const saved = siteKeys.includes(key)
    ? await siteSettings.update(checked(adminUpdateSettingsBody.safeParse({ [key]: value })), commandActor)
    : await siteSettings.updateProviders(
        checked(adminUpdateProviderSettingsBody.safeParse({ [key]: value })),
        commandActor,
      );
  const shown = isSecret(key)
    ? masked(saved.secrets[key as keyof AdminSettings['secrets']])
    : JSON.stringify({ ...saved.site, ...saved.providers }[key]);
  print(`${key} = ${shown}`);
  return true;
}
