import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { decideChatReport, liftChatBan, listChatReports } from '../modules/moderation/chat-reports';
import { moderatorByEmail } from '../modules/moderation/moderator';
import { deciderOf, minute, pageOf, wholeNumber } from './arguments';

export const chatReportUsage = `  chat-reports:list [--all] [--limit 50] [--offset 0] [--admin <email>]
                                  reported conversations, newest first, with their last messages
                                  (--all: decided ones too; --admin: with links to their files for
                                  that moderator, valid for an hour)
  chat-reports:dismiss <id> --admin <email> [--reason ".."]   nothing to act on
  chat-reports:ban <id> --admin <email> [--reason ".."]       the reported member can no longer send messages
  chat-reports:lift <id> --admin <email> [--reason ".."]      lifts that ban: the member may send again`;

const commands = ['chat-reports:list', 'chat-reports:dismiss', 'chat-reports:ban', 'chat-reports:lift'];
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The chat report admin commands; false when `command` is not one of them. */
export async function runChatReportCommand(
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
  if (command === 'chat-reports:list') {
    const moderator = values.admin === undefined ? undefined : await moderatorByEmail(deps.db, values.admin);
    const { data, total } = await listChatReports(
      deps,
      { ...pageOf(values), state: values.all ? 'all' : 'open' },
      moderator,
    );
    for (const report of data) {
      const about = report.property_id ? ` about property #${report.property_id}` : '';
      const lifted = report.lifted_at
        ? `, lifted by ${report.lifted_by || '(removed admin)'} on ${minute(report.lifted_at)}`
        : '';
      const state = report.decision
        ? `${report.decision} by ${report.decided_by || '(removed admin)'} on ${minute(report.decided_at)}${lifted}`
        : 'open';
      print(
        `#${report.id} ${minute(report.created_at)} [${state}] #${report.reporter.id} ${report.reporter.email} ` +
          `reported #${report.reported.id} ${report.reported.email}${about}: ${report.reason}` +
          (report.details ? ` / ${oneLine(report.details)}` : ''),
      );
      for (const message of report.messages) {
        const flags = [message.held && 'held', message.deleted && 'deleted', message.has_file && 'file']
          .filter(Boolean)
          .join(', ');
        print(
          `    ${minute(message.created_at)} #${message.sender_id}${flags ? ` (${flags})` : ''}: ${oneLine(message.message)}`,
        );
        for (const link of message.file_links) print(`      ${link}`);
      }
    }
    print(`${data.length} of ${total} ${values.all ? '' : 'open '}chat reports`);
    return true;
  }
  const id = wholeNumber(`${command} <id>`, positionals[1], 1);
  const by = { id: await deciderOf(deps.db, command, values.admin), via: 'command' as const };
  if (command === 'chat-reports:lift') {
    const lifted = await liftChatBan(deps, id, by, values.reason);
    print(`Report #${lifted.id}: member #${lifted.reported_id} may send messages again (they were told).`);
    return true;
  }
  const decided = await decideChatReport(
    deps,
    id,
    command === 'chat-reports:ban' ? 'banned' : 'dismissed',
    by,
    values.reason,
  );
  print(
    decided.decision === 'banned'
      ? `Report #${decided.id}: member #${decided.reported_id} can no longer send messages (they were told).`
      : `Report #${decided.id} dismissed.`,
  );
  return true;
}
