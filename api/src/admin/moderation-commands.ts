import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { ModerationService, type Decision } from '../modules/moderation/service';

export const moderationUsage = `  properties:pending | projects:pending | ads:pending [--limit 50] [--offset 0]
  properties:approve <id> [--reason "..."]   the property becomes public; the owner is notified
  properties:reject <id> --reason "..."
  projects:enable <id> [--reason "..."]
  projects:reject <id> --reason "..."
  ads:approve <id> [--reason "..."]          runs from now for its duration
  ads:reject <id> --reason "..."
  reports:list [--limit 50] [--offset 0]`;

const commands = new Set([
  'properties:pending',
  'properties:approve',
  'properties:reject',
  'projects:pending',
  'projects:enable',
  'projects:reject',
  'ads:pending',
  'ads:approve',
  'ads:reject',
  'reports:list',
]);

const wholeNumber = (name: string, text: string | undefined, min: number) => {
  const number = Number(text);
  if (!text || !/^\d+$/.test(text) || !Number.isSafeInteger(number) || number < min) {
    throw new Error(`${name} must be a whole number from ${min}`);
  }
  return number;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/** The moderation admin commands; false when `command` is not one of them. */
export async function runModerationCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command || !commands.has(command)) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      limit: { type: 'string', default: '50' },
      offset: { type: 'string', default: '0' },
    },
  });
  const moderation = new ModerationService(deps);
  const page = {
    limit: Math.min(wholeNumber('--limit', values.limit, 1), 1000),
    offset: wholeNumber('--offset', values.offset, 0),
  };
  const id = () => wholeNumber(`${command} <id>`, positionals[1], 1);
  const decision = (approve: boolean): Decision => {
    const reason = values.reason?.trim() ?? '';
    if (approve) return { approve, reason };
    if (!reason) throw new Error(`${command} needs --reason "..." (the owner reads it).`);
    return { approve, reason };
  };
  const owner = (row: { user_id: number; owner_email: string }) => `#${row.user_id} ${row.owner_email}`;

  switch (command) {
    case 'properties:pending':
    case 'projects:pending': {
      const { data, total } =
        command === 'properties:pending'
          ? await moderation.pendingProperties(page)
          : await moderation.pendingProjects(page);
      for (const row of data) {
        print(`#${row.id} ${row.title} (${row.city}) by ${owner(row)}, posted ${day(row.created_at)}`);
      }
      print(`${data.length} of ${total} pending ${command === 'properties:pending' ? 'properties' : 'projects'}`);
      return true;
    }
    case 'ads:pending': {
      const { data, total } = await moderation.pendingAdvertisements(page);
      for (const ad of data) {
        print(
          `#${ad.id} ${ad.type} for ${ad.feature_for} #${ad.listing.id} "${ad.listing.title}" by ${owner(ad)}, ` +
            `asked ${day(ad.created_at)}`,
        );
      }
      print(`${data.length} of ${total} pending advertisements`);
      return true;
    }
    case 'reports:list': {
      const { data, total } = await moderation.reports(page);
      for (const report of data) {
        const why = [report.reason, report.other_message].filter(Boolean).join(' / ');
        print(
          `#${report.id} property #${report.property_id} "${report.property_title}" reported by ` +
            `#${report.reporter_id} ${report.reporter_email} on ${day(report.created_at)}: ${why}`,
        );
      }
      print(`${data.length} of ${total} reports`);
      return true;
    }
    case 'properties:approve':
    case 'properties:reject': {
      const decided = await moderation.decideProperty(id(), decision(command === 'properties:approve'));
      print(`Property #${decided.id} "${decided.title}" is ${decided.request_status}; the owner was notified.`);
      return true;
    }
    case 'projects:enable':
    case 'projects:reject': {
      const decided = await moderation.decideProject(id(), decision(command === 'projects:enable'));
      print(`Project #${decided.id} "${decided.title}" is ${decided.request_status}; the owner was notified.`);
      return true;
    }
    default: {
      const ad = await moderation.decideAdvertisement(id(), decision(command === 'ads:approve'));
      print(
        `Advertisement #${ad.id} of "${ad.listing.title}" is ${ad.status}` +
          (ad.status === 'approved' ? ` until ${day(ad.end_date)}` : '') +
          '; the owner was notified.',
      );
      return true;
    }
  }
}
