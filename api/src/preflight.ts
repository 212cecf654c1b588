import type { Config } from './config';
import type { Queryable } from './db/db';
import { kyselyOf } from './db/kysely';
import { seedAccounts } from './db/seed/accounts';
import { verifySecret } from './auth/passwords';

/**
 * What a start checks before it serves anyone: the mistakes an operator can make at deployment.
 * `refuse` stops a production start; `warn` is printed and the start goes on. A development
 * start keeps its conveniences and is only told what production would refuse (`pnpm admin
 * doctor` prints every check).
 */
export interface PreflightCheck {
  /** The setting (or the state) the check is about, as the operator would search for it. */
  subject: string;
  status: 'ok' | 'warn' | 'refuse';
  /** What is wrong and what to do, or what was found fine. */
  detail: string;
}

const ok = (subject: string, detail: string): PreflightCheck => ({ subject, status: 'ok', detail });
/** Refused in production; a warning when DEMO_SITE=1 names the site a demo, and in development. */
const unsafe = (config: Config, subject: string, detail: string, demoAllows = false): PreflightCheck => ({
  subject,
  status: config.production && !(demoAllows && config.demoSite) ? 'refuse' : 'warn',
  detail,
});
const warn = (subject: string, detail: string): PreflightCheck => ({ subject, status: 'warn', detail });

/** A secret typed by hand or repeated ("aaaa…", "changeme…"): too few different characters to be random. */
const looksRandom = (secret: string) => new Set(secret).size >= 16;

/** The checks that need only the configuration: run before the database opens. */
export function configChecks(config: Config): PreflightCheck[] {
  const checks: PreflightCheck[] = [];
  if (!config.production) {
    checks.push(warn('NODE_ENV', `"${config.nodeEnv}": a development start, with the conveniences production refuses`));
  }

  if (config.production && !config.publicUrlGiven) {
    checks.push(
      unsafe(config, 'PUBLIC_URL', 'is required: the origin every link, file URL and payment return is built from'),
    );
  } else if (config.production && !config.publicUrl.startsWith('https://')) {
    checks.push(warn('PUBLIC_URL', `${config.publicUrl} is not https: no HSTS, and sign-in travels in clear`));
  } else checks.push(ok('PUBLIC_URL', config.publicUrl));

  if (!config.tokenSecret) {
    checks.push(
      config.production
        ? unsafe(
            config,
            'TOKEN_SECRET',
            'is required: set 32 or more random characters (`openssl rand -base64 48`). Without it the signing keys live in the database, so a copy of it can mint an admin’s token',
          )
        : warn('TOKEN_SECRET', 'unset: the signing keys are generated and kept in the database'),
    );
  } else if (!looksRandom(config.tokenSecret)) {
    checks.push(unsafe(config, 'TOKEN_SECRET', 'does not look random: use `openssl rand -base64 48`'));
  } else checks.push(ok('TOKEN_SECRET', 'set'));

  checks.push(
    config.payments.sandbox
      ? unsafe(
          config,
          'PAYMENT_SANDBOX',
          'the sandbox provider is on: anyone can "pay" for any package on its checkout page without money. Set PAYMENT_SANDBOX=0',
          true,
        )
      : ok('PAYMENT_SANDBOX', 'off'),
  );
  const realProviders = (['stripe', 'razorpay', 'paystack', 'paypal', 'flutterwave'] as const).filter(
    (name) => config.payments[name],
  );
  if (config.production && realProviders.length === 0) {
    checks.push(warn('payments', 'no payment provider has keys: members cannot buy packages'));
  }

  checks.push(
    config.mailCatcher
      ? unsafe(config, 'MAIL_CATCHER_PORT', 'shows every sign-in code to whoever reaches it: unset it')
      : ok('MAIL_CATCHER_PORT', 'off'),
  );
  if (config.production && !config.mail.smtpUrl) {
    checks.push(
      warn('SMTP_URL', 'unset: sign-in codes and e-mails are only written to the log, so nobody receives them'),
    );
  }
  if (config.production && !config.databaseUrl) {
    checks.push(
      warn('DATABASE_URL', 'unset: the embedded database does not fsync, a power cut may lose the last writes'),
    );
  }
  if (config.demoSite) {
    checks.push(warn('DEMO_SITE', 'on: a demo site, with the demo accounts and the sandbox provider allowed'));
  }
  return checks;
}

/** The checks that read the database: run once it is migrated (and seeded, on a first start). */
export async function databaseChecks(config: Config, db: Queryable): Promise<PreflightCheck[]> {
  const k = kyselyOf(db);
  const checks: PreflightCheck[] = [];
  const known = [seedAccounts.admin, seedAccounts.demo] as const;
  const candidates = await k
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where((eb) =>
      eb.or([
        eb('is_demo_account', '=', true),
        eb(
          'email',
          'in',
          known.map((account) => account.email),
        ),
      ]),
    )
    .where('password_hash', 'is not', null)
    // A deactivated account answers no sign-in, whatever its password.
    .where('is_active', '=', true)
    .execute();
  const withKnownPassword: string[] = [];
  for (const user of candidates) {
    for (const account of known) {
      if (await verifySecret(account.password, user.password_hash)) withKnownPassword.push(user.email ?? '?');
    }
  }
  checks.push(
    withKnownPassword.length
      ? unsafe(
          config,
          'demo accounts',
          `${withKnownPassword.join(', ')} sign in with the password the documentation gives. Deactivate them (pnpm admin users:deactivate <email>) or give them new passwords`,
          true,
        )
      : ok('demo accounts', 'none signs in with a documented password'),
  );

  const admins = await k
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  checks.push(
    Number(admins.n) > 0
      ? ok('administrators', `${admins.n} active`)
      : warn('administrators', 'none yet: create the first with pnpm admin users:create-admin --email <address>'),
  );
  return checks;
}

/** The refusals of a production start, as one message naming each setting; undefined when it may start. */
export function refusalOf(checks: PreflightCheck[]): string | undefined {
  const refused = checks.filter((check) => check.status === 'refuse');
  if (!refused.length) return undefined;
  return [
    'Refusing to start with NODE_ENV=production:',
    ...refused.map((check) => `  ${check.subject}: ${check.detail}`),
  ].join('\n');
}

/** One line a check, as `pnpm admin doctor` prints them. */
export const checkLine = (check: PreflightCheck) =>
  `${{ ok: 'ok     ', warn: 'warning', refuse: 'REFUSED' }[check.status]}  ${check.subject}: ${check.detail}`;
