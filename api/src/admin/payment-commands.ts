import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { servicesOf } from '../modules/services';
import { deciderOf, minute, wholeNumber } from './arguments';

export const paymentUsage = `  payments:review [--limit 50]                 bank transfers awaiting confirmation, newest first
  payments:confirm <id> --admin <email>       the transfer arrived: the package is granted, the member told
  payments:reject <id> --admin <email> --reason "..."   the member reads the reason and may send another receipt`;

const commands = new Set(['payments:review', 'payments:confirm', 'payments:reject']);

/** The payments:* admin commands (the console's Payments screen, over the same service); false for others. */
export async function runPaymentCommand(
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
      admin: { type: 'string' },
      reason: { type: 'string' },
      limit: { type: 'string', default: '50' },
    },
  });
  const { bankTransfers } = servicesOf(deps);
  const id = () => wholeNumber(`${command} <id>`, positionals[1], 1);
  const line = (row: { id: number; user_email: string; amount: number; currency: string; status: string }) =>
    `#${row.id} ${row.user_email} ${row.amount} ${row.currency} (${row.status})`;

  switch (command) {
    case 'payments:review': {
      const limit = Math.min(wholeNumber('--limit', values.limit, 1), 100);
      const { data } = await bankTransfers.list({ status: 'review', provider: 'bank_transfer', limit });
      for (const row of data) print(`${line(row)} ${row.package_name}, sent ${minute(row.updated_at)}`);
      print(`${data.length} bank transfer${data.length === 1 ? '' : 's'} awaiting confirmation`);
      return true;
    }
    case 'payments:confirm': {
      const target = id();
      const admin = await deciderOf(deps.db, command, values.admin);
      print(`Confirmed bank transfer ${line(await bankTransfers.confirm(target, { id: admin, via: 'command' }))}`);
      return true;
    }
    default: {
      const target = id();
      const admin = await deciderOf(deps.db, command, values.admin);
      const reason = values.reason?.trim() ?? '';
      if (!reason) throw new Error(`${command} needs --reason "..." (the member reads it).`);
      print(
        `Rejected bank transfer ${line(await bankTransfers.reject(target, reason, { id: admin, via: 'command' }))}`,
      );
      return true;
    }
  }
}
