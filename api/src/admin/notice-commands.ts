import { parseArgs } from 'node:util';
import { adminSendNoticeBody, type NoticeAudience } from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { servicesOf } from '../modules/services';
import { checked, deciderOf, minute, wholeNumber } from './arguments';

export const noticeUsage = `  notices:send --segment everyone|members|agents|city [--city <name>] --title "..." --message "..."
               [--link /path] --admin <email> [--dry-run]
                                  a notice in every recipient's notifications, and a push; --dry-run counts them
  notices:list [--limit 20]       the notices sent, newest first`;

const commands = new Set(['notices:send', 'notices:list']);

const audienceWords = (audience: Pick<NoticeAudience, 'segment' | 'city'>) =>
  audience.city ? `the city ${audience.city}` : audience.segment === 'agents' ? 'verified agents' : audience.segment;

/** The notices:* admin commands (the console's Notices screen, over the same service); false for others. */
export async function runNoticeCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command || !commands.has(command)) return false;
  const { values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      segment: { type: 'string' },
      city: { type: 'string' },
      title: { type: 'string' },
      message: { type: 'string' },
      link: { type: 'string' },
      admin: { type: 'string' },
      'dry-run': { type: 'boolean' },
      limit: { type: 'string', default: '20' },
    },
  });
  const { operatorNotices } = servicesOf(deps);

  if (command === 'notices:list') {
    const limit = Math.min(wholeNumber('--limit', values.limit, 1), 100);
    const { data } = await operatorNotices.list({ limit });
    for (const notice of data) {
      print(
        `#${notice.id} ${minute(notice.created_at)} "${notice.title}" to ${notice.recipients} (${notice.city ? `city: ${notice.city}` : notice.segment}) by ${notice.sender_email || 'a former admin'}`,
      );
    }
    print(`${data.length} notice${data.length === 1 ? '' : 's'}`);
    return true;
  }

  const draft = checked(
    adminSendNoticeBody.safeParse({
      segment: values.segment,
      city: values.city,
      title: values.title,
      message: values.message,
      link: values.link,
    }),
  );
  if (values['dry-run']) {
    const audience = await operatorNotices.audience(draft);
    print(
      `Would send "${draft.title}" to ${audience.recipients} accounts (${audienceWords(audience)}). Nothing was sent.`,
    );
    return true;
  }
  const admin = await deciderOf(deps.db, command, values.admin);
  const { notice, delivered } = await operatorNotices.send(draft, { actorId: admin, via: 'command' });
  await delivered;
  print(`Sent notice #${notice.id} "${notice.title}" to ${notice.recipients} accounts (${audienceWords(notice)}).`);
  return true;
}
