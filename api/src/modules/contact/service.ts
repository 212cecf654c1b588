import type { ContactUsBody } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { readSettings } from '../web-settings/settings-store';

/**
 * Where contact messages go: the site's public contact address (the `company_email` setting
 * the admin keeps), or the first admin's own e-mail when that setting is empty.
 */
async function adminAddress(deps: AppDeps): Promise<string | undefined> {
  const setting = (await readSettings(deps.db, ['company_email'])).get('company_email');
  if (typeof setting === 'string' && setting.trim()) return setting.trim();
  const admin = await kyselyOf(deps.db)
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('email', 'is not', null)
    .orderBy('id')
    .limit(1)
    .$narrowType<{ email: string }>()
    .executeTakeFirst();
  return admin?.email;
}

export class ContactService {
  constructor(private readonly deps: AppDeps) {}

  /** contct_us: stores the message and mails it to the admin (the route limits how often). */
  async send(form: ContactUsBody): Promise<{ id: number }> {
    const stored = await kyselyOf(this.deps.db)
      .insertInto('contact_messages')
      .values({
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        subject: form.subject,
        message: form.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.deliver(form);
    return { id: stored.id };
  }

  /**
   * A message that cannot be mailed stays in contact_messages, so the sender is not asked to
   * write it again: the failure is logged for the admin instead of failing the call.
   */
  private async deliver(form: ContactUsBody) {
    const to = await adminAddress(this.deps);
    if (!to) {
      this.deps.log.warn({ email: form.email }, 'contact message stored; no admin address to mail it to');
      return;
    }
    try {
      await this.deps.accounts.messenger.send({
        channel: 'email',
        to,
        subject: `Contact form: ${form.subject}`,
        text: `${form.first_name} ${form.last_name} <${form.email}> wrote:\n\n${form.message}`,
      });
    } catch (error) {
      this.deps.log.error({ err: error, to }, 'contact message stored but not mailed');
    }
  }
}
