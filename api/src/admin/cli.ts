import { parseArgs } from 'node:util';
import { userRoles, type UserRole } from '@domus/shared/contract';
import { createAppDeps, type AppDeps } from '../app-deps';
import type { Log } from '../lib/log';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { addMissingPictureVariants } from '../files/picture-backfill';
import { MemoryAllowances } from '../http/allowances';
import { ApiError } from '../http/api-error';
import { adminPasswordMinLength } from '../modules/admin/service';
import { servicesOf } from '../modules/services';
import { deciderOf } from './arguments';
import { doctorUsage, runDoctor } from './doctor';
import { passwordFromStdin, type PasswordInput } from './password-input';
import { bannerUsage, runBannerCommand } from './banner-commands';
import { chatReportUsage, runChatReportCommand } from './chat-report-commands';
import { duplicateUsage, runDuplicateCommand } from './duplicate-commands';
import { languageUsage, runLanguageCommand } from './language-commands';
import { listingEditUsage, runListingEditCommand } from './listing-edit-commands';
import { moderationUsage, runModerationCommand } from './moderation-commands';
import { noticeUsage, runNoticeCommand } from './notice-commands';
import { overviewUsage, runOverviewCommand } from './overview-command';
import { packageUsage, runPackageCommand } from './package-commands';
import { paymentUsage, runPaymentCommand } from './payment-commands';
import { runTranslationCommand, translationUsage } from './translation-commands';
import { runSettingsCommand, settingsUsage } from './settings-commands';
import { closeRedis, connectRedis } from '../adapters/redis';
import { detachedPublisher } from '../realtime/detached-publisher';

const usage = `pnpm admin <command>

${overviewUsage}
  users:list [--search text] [--role admin|moderator|user] [--limit 50] [--offset 0]
  users:deactivate <email>        the user's every request answers 401 accountDeactivated
  users:reactivate <email>
  users:make-admin <email>
  users:set-role <email> --role admin|moderator|user
                                  moderators work the review queues, reports, verification and members' status
  users:create-admin --email <address> --name "..." [--password-stdin]
                                  a new admin account (the first one of a production site); the
                                  password (${adminPasswordMinLength}+ characters) is typed twice, or piped with --password-stdin
  verification:list [--status pending|success|failed]
  verification:approve <id> --admin <email>   the user becomes a verified agent
  verification:reject <id> --admin <email> --reason "..."
  pictures:variants               listing photos uploaded before AVIF / WebP variants existed get them
${packageUsage}
${paymentUsage}
${noticeUsage}
${moderationUsage}
${listingEditUsage}
${chatReportUsage}
${duplicateUsage}
${translationUsage}
${bannerUsage}
${settingsUsage}
${languageUsage}
${doctorUsage}

Uses the configured database (DATA_DIR or DATABASE_URL). Stop the server first when it runs
on the embedded database: one process at a time may open it.`;

const table = (rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const cells = rows.map((row) => keys.map((key) => String(row[key] ?? '')));
  const widths = keys.map((key, index) => Math.max(key.length, ...cells.map((cell) => cell[index]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(keys), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
};

const wholeNumber = (name: string, text: string | undefined) => {
  const number = Number(text);
  if (!text || !Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number`);
  return number;
};

export async function runAdminCommand(
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
  passwords?: PasswordInput,
) {
  if (await runOverviewCommand(args[0], args, deps, print)) return;
  if (await runPackageCommand(args[0], args, deps, print)) return;
  if (await runPaymentCommand(args[0], args, deps, print)) return;
  if (await runNoticeCommand(args[0], args, deps, print)) return;
  if (await runModerationCommand(args[0], args, deps, print)) return;
  if (await runListingEditCommand(args[0], args, deps, print)) return;
  if (await runChatReportCommand(args[0], args, deps, print)) return;
  if (await runDuplicateCommand(args[0], args, deps, print)) return;
  if (await runTranslationCommand(args[0], args, deps, print)) return;
  if (await runBannerCommand(args[0], args, deps, print)) return;
  if (await runSettingsCommand(args[0], args, deps, print, passwords)) return;
  if (await runLanguageCommand(args[0], args, deps, print)) return;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      search: { type: 'string' },
      role: { type: 'string' },
      status: { type: 'string' },
      reason: { type: 'string' },
      admin: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      limit: { type: 'string', default: '50' },
      offset: { type: 'string', default: '0' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, argument] = positionals;
  const { admin, verification } = servicesOf(deps);
  const page = {
    limit: Math.min(wholeNumber('--limit', values.limit), 1000),
    offset: wholeNumber('--offset', values.offset),
  };
  const needArgument = (what: string) => {
    if (!argument) throw new Error(`${command} needs ${what}.\n\n${usage}`);
    return argument;
  };
  const userLine = (user: { id: number; email: string; role: string; is_active: boolean }) =>
    `#${user.id} ${user.email} (${user.role}, ${user.is_active ? 'active' : 'deactivated'})`;

  switch (command) {
    case 'users:list': {
      if (values.role && !(userRoles as readonly string[]).includes(values.role)) {
        throw new Error(`--role must be one of: ${userRoles.join(', ')}`);
      }
      const { data, total } = await admin.listUsers({ ...page, search: values.search, role: values.role as UserRole });
      print(
        table(
          data.map((user) => ({
            id: user.id,
            name: user.name,
            email: user.email,
            role: user.role,
            active: user.is_active ? 'yes' : 'no',
            verification: user.verification_status,
          })),
        ),
      );
      print(`${data.length} of ${total} users`);
      return;
    }
    case 'users:deactivate':
      print(`Deactivated ${userLine(await admin.setActive({ email: needArgument('an email') }, false))}`);
      return;
    case 'users:reactivate':
      print(`Reactivated ${userLine(await admin.setActive({ email: needArgument('an email') }, true))}`);
      return;
    case 'users:set-role': {
      const role = values.role as UserRole | undefined;
      if (!role || !userRoles.includes(role)) throw new Error(`--role must be one of: ${userRoles.join(', ')}`);
      print(`Role set: ${userLine(await admin.setRole({ email: needArgument('an email') }, role))}`);
      return;
    }
    case 'users:make-admin':
      print(`Made admin: ${userLine(await admin.makeAdmin({ email: needArgument('an email') }))}`);
      return;
    case 'users:create-admin': {
      if (!values.email) throw new Error(`users:create-admin needs --email <address>.\n\n${usage}`);
      const input = passwords ?? passwordFromStdin(values['password-stdin'] ?? false);
      const password = await input.read(`Password for ${values.email} (${adminPasswordMinLength}+ characters): `);
      const created = await admin.createAdmin({ email: values.email, name: values.name ?? '', password });
      print(`Created admin ${userLine(created)}. Sign in at ${deps.config.publicUrl}/login with this address.`);
      return;
    }
    case 'verification:list': {
      const status = values.status as 'pending' | 'success' | 'failed' | undefined;
      if (status && !['pending', 'success', 'failed'].includes(status)) {
        throw new Error('--status must be one of: pending, success, failed');
      }
      const { data, total } = await verification.listRequests({ ...page, status });
      print(
        table(
          data.map((request) => ({
            id: request.id,
            user: `#${request.user_id} ${request.user_email}`,
            name: request.user_name,
            status: request.status,
            submitted: request.created_at.slice(0, 16).replace('T', ' '),
            reason: request.reason,
          })),
        ),
      );
      for (const request of data.filter((item) => item.status === 'pending')) {
        print(`\nRequest ${request.id} — ${request.user_name} <${request.user_email}>`);
        for (const field of request.fields) print(`  ${field.name}: ${field.value || '-'}`);
      }
      print(`${data.length} of ${total} requests`);
      return;
    }
    case 'verification:approve': {
      const id = wholeNumber('id', needArgument('a request id'));
      const request = await verification.decide(
        id,
        { approve: true },
        await deciderOf(deps.db, command, values.admin),
        'command',
      );
      print(`Approved request ${request.id}: ${request.user_name} <${request.user_email}> is now a verified agent.`);
      return;
    }
    case 'verification:reject': {
      const id = wholeNumber('id', needArgument('a request id'));
      const reason = values.reason?.trim();
      if (!reason) throw new Error('verification:reject needs --reason "..." (the user reads it).');
      const request = await verification.decide(
        id,
        { approve: false, reason },
        await deciderOf(deps.db, command, values.admin),
        'command',
      );
      print(`Rejected request ${request.id} of ${request.user_name} <${request.user_email}>: ${reason}`);
      return;
    }
    case 'pictures:variants': {
      if (deps.config.s3)
        throw new Error('pictures:variants works on the local uploads folder; uploads are in S3 here.');
      const report = await addMissingPictureVariants(deps.db, deps.config.uploadsDir);
      print(`${report.pictures} photos got their variants; ${report.rows} rows now name them.`);
      if (report.unreadable.length) print(`Left as they are (missing or unreadable): ${report.unreadable.join(', ')}`);
      return;
    }
    default:
      if (command && !values.help) throw new Error(`Unknown command "${command}".\n\n${usage}`);
      print(usage);
  }
}

async function main() {
  const config = loadConfig();
  if (process.argv[2] === 'doctor') {
    const refused = await runDoctor(
      config,
      () => openDatabase(config),
      (text) => console.log(text),
    );
    process.exit(refused ? 1 : 0);
  }
  const db = await openDatabase(config);
  const log: Log = {
    info: (details, message) => console.log(message, details),
    warn: (details, message) => console.warn(message, details),
    error: (details, message) => console.error(message, details),
  };
  const publisher = await detachedPublisher(config, log);
  const redis = await connectRedis(config, log);
  try {
    await migrate(db);
    // No request is limited here: the commands act as the operator.
    const deps = createAppDeps({
      config,
      db,
      redis,
      realtime: publisher.realtime,
      log,
      allowances: new MemoryAllowances(),
    });
    await runAdminCommand(process.argv.slice(2), deps, (text) => console.log(text));
  } finally {
    if (redis) await closeRedis(redis);
    await publisher.close();
    await db.close();
  }
}

// Run as a command (tsx src/admin/cli.ts), not when a test imports runAdminCommand.
if (process.argv[1] && /admin[\\/]cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof ApiError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
