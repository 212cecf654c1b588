import { parseArgs } from 'node:util';
import { packageTypes } from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { PackageAdministration, parseFeatureLimit, type PackageDraft } from '../modules/packages/administration';
import { commandActor } from './arguments';

export const packageUsage = `  packages:list
  packages:create --name "Gold" [--name-ar "ذهبي"] --type paid --price 49.99 [--currency USD] --days 30
                  [--feature property_list=25 --feature premium_properties=unlimited ...]
  packages:update <id> [--name ..] [--name-ar ..] [--type ..] [--price ..] [--currency ..] [--days ..]
                  [--feature key=N|unlimited|none ...]   later purchases only; running ones keep their limits
  packages:withdraw <id>          off sale (subscribers keep it until it ends)
  packages:restore <id>           back on sale`;

const number = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`--${name} must be a number`);
  return value;
};

/** The packages:* admin commands; false when `command` is not one of them. */
export async function runPackageCommand(
  command: string | undefined,
  args: string[],
  deps: Pick<AppDeps, 'db'>,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command?.startsWith('packages:')) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'name-ar': { type: 'string' },
      type: { type: 'string' },
      price: { type: 'string' },
      currency: { type: 'string' },
      days: { type: 'string' },
      feature: { type: 'string', multiple: true },
    },
  });
  const packages = new PackageAdministration(deps);
  const id = () => {
    const value = Number(positionals[1]);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${command} needs a package id`);
    return value;
  };
  if (values.type !== undefined && !(packageTypes as readonly string[]).includes(values.type)) {
    throw new Error(`--type must be one of: ${packageTypes.join(', ')}`);
  }
  const draft: PackageDraft = {
    name: values.name,
    nameAr: values['name-ar'],
    packageType: values.type as PackageDraft['packageType'],
    price: number('price', values.price),
    currency: values.currency?.toUpperCase(),
    durationDays: number('days', values.days),
    features: Object.fromEntries((values.feature ?? []).map(parseFeatureLimit)),
  };

  switch (command) {
    case 'packages:list': {
      for (const pack of await packages.list()) {
        const features = pack.features
          .map((feature) => `${feature.key}=${feature.limit_type === 'unlimited' ? 'unlimited' : feature.limit}`)
          .join(', ');
        print(
          `#${pack.id} ${pack.name} (${pack.package_type}, ${pack.price.toFixed(2)} ${pack.currency}, ` +
            `${pack.duration} days, ${pack.status}, ${pack.subscribers} subscriptions): ${features || 'no features'}`,
        );
      }
      return true;
    }
    case 'packages:create': {
      const { name, packageType, price, durationDays } = draft;
      if (!name || !packageType || price === undefined || durationDays === undefined) {
        throw new Error('packages:create needs --name, --type, --price and --days');
      }
      const created = await packages.create(
        {
          name,
          packageType,
          price,
          nameAr: draft.nameAr,
          currency: draft.currency ?? 'USD',
          durationDays,
          features: draft.features,
        },
        commandActor,
      );
      print(`Created package #${created} ${name}`);
      return true;
    }
    case 'packages:update':
      await packages.update(id(), draft, commandActor);
      print(`Updated package #${id()}`);
      return true;
    case 'packages:withdraw':
      await packages.setOnSale(id(), false, commandActor);
      print(`Package #${id()} is off sale`);
      return true;
    case 'packages:restore':
      await packages.setOnSale(id(), true, commandActor);
      print(`Package #${id()} is on sale`);
      return true;
    default:
      throw new Error(`Unknown command "${command}".\n\n${packageUsage}`);
  }
}
