import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { listDecisions } from '../modules/moderation/decision-log';
import type { Decision } from '../modules/moderation/listing-decision';
import { decideListingReport, listListingReports } from '../modules/moderation/listing-reports';
import { decisionSubjects, type DecisionSubject } from '@domus/shared/contract';
import { servicesOf } from '../modules/services';
import { deciderOf, minute, pageOf, wholeNumber } from './arguments';

export const moderationUsage = `  properties:pending | projects:pending | ads:pending [--limit 50] [--offset 0]
  properties:approve <id> --admin <email> [--reason "..."]   the property becomes public; the owner is notified
  properties:reject <id> --admin <email> --reason "..."
  projects:enable <id> --admin <email> [--reason "..."]
  projects:reject <id> --admin <email> --reason "..."
  ads:approve <id> --admin <email> [--reason "..."]          runs from now for its duration
  ads:reject <id> --admin <email> --reason "..."
  reports:list [--all] [--limit 50] [--offset 0]             reports of listings (--all: decided ones too)
  reports:dismiss <id> --admin <email>                       the listing stays
  reports:uphold <id> --admin <email> --reason "..."         the listing is taken down, its owner told why
  decisions:list [--subject property|project|advertisement] [--id <id>] [--limit 50] [--offset 0]
                                  who decided what and when, newest first`;

const decisionCommands = {
  'properties:approve': ['property', true],
  'properties:reject': ['property', false],
  'projects:enable': ['project', true],
  'projects:reject': ['project', false],
  'ads:approve': ['advertisement', true],
  'ads:reject': ['advertisement', false],
} as const satisfies Record<string, readonly [DecisionSubject, boolean]>;

const commands = new Set<string>([
  ...Object.keys(decisionCommands),
  'properties:pending',
  'projects:pending',
  'ads:pending',
  'reports:list',
  'reports:dismiss',
  'reports:uphold',
  'decisions:list',
]);

const isDecisionCommand = (command: string): command is keyof typeof decisionCommands => command in decisionCommands;

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
      admin: { type: 'string' },
      all: { type: 'boolean', default: false },
      subject: { type: 'string' },
      id: { type: 'string' },
      limit: { type: 'string', default: '50' },
      offset: { type: 'string', default: '0' },
    },
  });
  const { moderation } = servicesOf(deps);
  const id = () => wholeNumber(`${command} <id>`, positionals[1], 1);
  /** A rejection's reason, which its owner reads. */
  const reason = () => {
    const text = values.reason?.trim() ?? '';
    if (!text) throw new Error(`${command} needs --reason "..." (the owner reads it).`);
    return text;
  };
  const owner = (row: { user_id: number; owner_email: string }) => `#${row.user_id} ${row.owner_email}`;

  if (isDecisionCommand(command)) {
    const [subject, approve] = decisionCommands[command];
    const target = id();
    const decidedBy = await deciderOf(deps.db, command, values.admin);
    const decision: Decision = approve
      ? { approve, reason: values.reason?.trim() ?? '', decidedBy, via: 'command' }
      : { approve, reason: reason(), decidedBy, via: 'command' };
    if (subject === 'advertisement') {
      const ad = await moderation.decideAdvertisement(target, decision);
      print(
        `Advertisement #${ad.id} of "${ad.listing.title}" is ${ad.status}` +
          (ad.status === 'approved' ? ` until ${minute(ad.end_date)}` : '') +
          '; the owner was notified.',
      );
      return true;
    }
    const decided =
      subject === 'property'
        ? await moderation.decideProperty(target, decision)
        : await moderation.decideProject(target, decision);
    const noun = subject === 'property' ? 'Property' : 'Project';
    print(`${noun} #${decided.id} "${decided.title}" is ${decided.request_status}; the owner was notified.`);
    return true;
  }

  switch (command) {
    case 'properties:pending':
    case 'projects:pending': {
      const { data, total } =
        command === 'properties:pending'
          ? await moderation.pendingProperties(pageOf(values))
          : await moderation.pendingProjects(pageOf(values));
      for (const row of data) {
        print(`#${row.id} ${row.title} (${row.city}) by ${owner(row)}, posted ${minute(row.created_at)}`);
      }
      print(`${data.length} of ${total} pending ${command === 'properties:pending' ? 'properties' : 'projects'}`);
      return true;
    }
    case 'ads:pending': {
      const { data, total } = await moderation.pendingAdvertisements(pageOf(values));
      for (const ad of data) {
        print(
          `#${ad.id} ${ad.type} for ${ad.feature_for} #${ad.listing.id} "${ad.listing.title}" by ${owner(ad)}, ` +
            `asked ${minute(ad.created_at)}`,
        );
      }
      print(`${data.length} of ${total} pending advertisements`);
      return true;
    }
    case 'reports:list': {
      const { data, total } = await listListingReports(deps.db, { ...pageOf(values), open: !values.all });
      for (const report of data) {
        const why = [report.reason, report.other_message].filter(Boolean).join(' / ');
        const state = report.decision
          ? `${report.decision} by ${report.decided_by || '(removed admin)'} on ${minute(report.decided_at)}`
          : 'open';
        print(
          `#${report.id} [${state}] property #${report.property_id} "${report.property_title}" reported by ` +
            `#${report.reporter_id} ${report.reporter_email} on ${minute(report.created_at)}: ${why}`,
        );
      }
      print(`${data.length} of ${total} ${values.all ? '' : 'open '}reports`);
      return true;
    }
    case 'reports:dismiss':
    case 'reports:uphold': {
      const target = id();
      const decidedBy = await deciderOf(deps.db, command, values.admin);
      const report = await decideListingReport(
        deps,
        target,
        command === 'reports:dismiss'
          ? { decision: 'dismissed', decidedBy, via: 'command' }
          : { decision: 'upheld', reason: reason(), decidedBy, via: 'command' },
      );
      print(
        report.decision === 'upheld'
          ? `Report #${report.id} upheld: property #${report.property_id} "${report.property_title}" is taken down; ` +
              'its owner was told why.'
          : `Report #${report.id} dismissed: property #${report.property_id} stays as it is.`,
      );
      return true;
    }
    default: {
      const subject = values.subject;
      if (subject !== undefined && !(decisionSubjects as readonly string[]).includes(subject)) {
        throw new Error(`--subject must be one of ${decisionSubjects.join(', ')}`);
      }
      if (values.id !== undefined && subject === undefined) throw new Error('--id needs --subject');
      const { data, total } = await listDecisions(deps.db, {
        ...pageOf(values),
        subject: subject as DecisionSubject | undefined,
        subjectId: values.id === undefined ? undefined : wholeNumber('--id', values.id, 1),
      });
      for (const entry of data) {
        print(
          `${minute(entry.decided_at)} ${entry.subject} #${entry.subject_id} "${entry.title}" ${entry.decision} ` +
            `by ${entry.decided_by || '(removed admin)'}${entry.reason ? `: ${entry.reason}` : ''}`,
        );
      }
      print(`${data.length} of ${total} decisions`);
      return true;
    }
  }
}
