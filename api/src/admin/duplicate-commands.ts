import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { evidenceText } from '../modules/duplicates/detection';
import {
  confirmSuspicion,
  dismissSuspicion,
  listSuspicions,
  type ComparedListing,
  type Suspicion,
} from '../modules/moderation/duplicate-suspicions';
import { deciderOf, minute, pageOf, wholeNumber } from './arguments';

export const duplicateUsage = `  duplicates:list [--all] [--limit 50] [--offset 0]   suspected duplicate listings, newest first, each
                                  beside its suspected original with the evidence (--all: decided ones too)
  duplicates:confirm <id> --admin <email> [--reason ".."]   a duplicate: the listing is rejected, its owner told why
  duplicates:dismiss <id> --admin <email> [--reason ".."]   not a duplicate: the listing is released`;

const commands = ['duplicates:list', 'duplicates:confirm', 'duplicates:dismiss'];

const money = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });

/** The rows of the side-by-side comparison: a label, then the listing's and the original's value. */
function comparedRows(listing: ComparedListing, original: ComparedListing): [string, string[], string[]][] {
  const row = (label: string, value: (side: ComparedListing) => string | string[]): [string, string[], string[]] => {
    const [left, right] = [value(listing), value(original)];
    return [label, Array.isArray(left) ? left : [left], Array.isArray(right) ? right : [right]];
  };
  return [
    row('id', (side) => `#${side.id}`),
    row('title', (side) => side.title),
    row('owner', (side) => `#${side.owner.id} ${side.owner.email}`),
    row('city', (side) => side.city),
    row('address', (side) => side.address),
    row('coordinates', (side) => `${side.latitude}, ${side.longitude}`),
    row('price', (side) => money(side.price)),
    row('size', (side) => (side.size === null ? '-' : `${money(side.size)} m²`)),
    row('type', (side) => `${side.category}, ${side.property_type}`),
    row('status', (side) => `${side.request_status}, ${side.status === 1 ? 'active' : 'inactive'}`),
    row('posted', (side) => minute(side.created_at)),
    row('pictures', (side) => (side.pictures.length ? side.pictures : ['-'])),
  ];
}

/** One suspicion as two columns (the new listing | the suspected original) and the evidence. */
export function sideBySide(suspicion: Suspicion): string[] {
  const rows = comparedRows(suspicion.listing, suspicion.original);
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const leftWidth = Math.max('the listing'.length, ...rows.flatMap(([, left]) => left.map((value) => value.length)));
  const line = (label: string, left: string, right: string) =>
    `  ${label.padEnd(labelWidth)} | ${left.padEnd(leftWidth)} | ${right}`.trimEnd();
  const state =
    suspicion.state === 'open'
      ? `open${suspicion.held ? ', holding the listing' : ''}`
      : `${suspicion.state} by ${suspicion.decided_by || '(removed admin)'} on ${minute(suspicion.decided_at)}` +
        (suspicion.reason ? `: ${suspicion.reason}` : '');
  const { evidence } = suspicion;
  const details = [
    evidence.pictures > 0
      ? `${evidence.pictures} picture${evidence.pictures === 1 ? '' : 's'} matched, ${evidence.picture_bits} of 64 bits apart`
      : 'no picture matched',
    `${evidence.metres} m apart`,
    `price ${evidence.price_difference_percent > 0 ? '+' : ''}${evidence.price_difference_percent}%`,
    `size ${evidence.size_difference_percent === null ? 'unknown' : `${evidence.size_difference_percent > 0 ? '+' : ''}${evidence.size_difference_percent}%`}`,
    evidence.same_owner ? 'same owner' : 'other owners',
  ];
  const out = [
    `#${suspicion.id} ${minute(suspicion.created_at)} [${state}] ${evidenceText(evidence)}`,
    line('', 'the listing', 'suspected original'),
    line('', '-'.repeat(leftWidth), '-'.repeat(18)),
  ];
  for (const [label, left, right] of rows) {
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      out.push(line(index === 0 ? label : '', left[index] ?? '', right[index] ?? ''));
    }
  }
  out.push(`  evidence: ${details.join('; ')} (rule: ${evidence.rule})`);
  return out;
}

/** The duplicate-listing admin commands; false when `command` is not one of them. */
export async function runDuplicateCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command || !commands.includes(command)) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      admin: { type: 'string' },
      reason: { type: 'string' },
      limit: { type: 'string', default: '50' },
      offset: { type: 'string', default: '0' },
    },
  });
  if (command === 'duplicates:list') {
    const { data, total } = await listSuspicions(deps, { ...pageOf(values), state: values.all ? 'all' : 'open' });
    for (const suspicion of data) print(`${sideBySide(suspicion).join('\n')}\n`);
    print(`${data.length} of ${total} ${values.all ? '' : 'open '}duplicate suspicions`);
    return true;
  }
  const id = wholeNumber(`${command} <id>`, positionals[1], 1);
  const decidedBy = { id: await deciderOf(deps.db, command, values.admin), via: 'command' as const };
  if (command === 'duplicates:confirm') {
    const decided = await confirmSuspicion(deps, id, decidedBy, values.reason);
    print(
      `Suspicion #${decided.id} confirmed: listing #${decided.property_id} duplicates #${decided.original_id} and is rejected (its owner was told why).`,
    );
    return true;
  }
  const decided = await dismissSuspicion(deps, id, decidedBy, values.reason);
  print(
    `Suspicion #${decided.id} dismissed: listing #${decided.property_id} is ${
      decided.request_status === 'approved' ? 'approved and shown' : `${decided.request_status}, as before the check`
    }.`,
  );
  return true;
}
