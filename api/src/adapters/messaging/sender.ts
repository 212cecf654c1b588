import nodemailer, { type Transporter } from 'nodemailer';
import type { Log } from '../../lib/log';
import type { Config } from '../../config';
import type { Outbox } from './outbox';
import type { MessageSender, OutgoingMessage } from './types';

/**
 * Sends e-mail through SMTP when SMTP_URL is set and text messages through the SMS gateway
 * when SMS_GATEWAY_URL is set. A channel without a transport goes to the server's log (the
 * body only outside production, so codes never sit in a production log) and, when the
 * development mail catcher is on, to its outbox folder.
 */
export class Messenger implements MessageSender {
  private mailer: Transporter | undefined;

  constructor(
    private readonly config: Pick<Config, 'mail' | 'sms' | 'nodeEnv'>,
    private readonly log: Pick<Log, 'info' | 'warn'>,
    /** The mail catcher's folder (MAIL_CATCHER_PORT); undefined: off. */
    readonly outbox: Outbox | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'email' && this.config.mail.smtpUrl) return this.sendMail(message);
    if (message.channel === 'sms' && this.config.sms.gatewayUrl) return this.sendSms(message);
    const transport = message.channel === 'email' ? 'SMTP_URL' : 'SMS_GATEWAY_URL';
    if (this.config.nodeEnv === 'production') {
      this.log.warn({ to: message.to, subject: message.subject }, `message not delivered: no ${transport}`);
    } else {
      this.log.info({ message }, `message not delivered (no ${transport}); development copy`);
    }
    await this.outbox?.write(message);
  }

  private async sendMail(message: OutgoingMessage) {
    this.mailer ??= nodemailer.createTransport(this.config.mail.smtpUrl);
    await this.mailer.sendMail({
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }

  /** POST { to, message } as JSON, with a bearer token when SMS_GATEWAY_TOKEN is set. */
  private async sendSms(message: OutgoingMessage) {
    const response = await this.fetchImpl(this.config.sms.gatewayUrl!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.sms.token ? { authorization: `Bearer ${this.config.sms.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, message: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
