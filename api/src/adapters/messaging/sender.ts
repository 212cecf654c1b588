import nodemailer, { type Transporter } from 'nodemailer';
import type { Log } from '../../lib/log';
import type { Config } from '../../config';
import type { Outbox } from './outbox';
import type { MessageSender, OutgoingMessage } from './types';

/** The mail and SMS transports a message goes through. */
export type Transports = Pick<Config, 'mail' | 'sms'>;

/**
 * Sends e-mail through SMTP when SMTP_URL is set and text messages through the SMS gateway
 * when SMS_GATEWAY_URL is set (or, once `useTransports` is given, those in effect at each send:
 * the environment's, else the ones stored in the console's Settings). A channel without a transport goes to the server's log (the
 * body only outside production, so codes never sit in a production log) and, when the
 * development mail catcher is on, to its outbox folder.
 */
export class Messenger implements MessageSender {
  private mailer: { url: string; transporter: Transporter } | undefined;
  private transports: () => Promise<Transports> = async () => this.config;

  constructor(
    private readonly config: Pick<Config, 'mail' | 'sms' | 'nodeEnv'>,
    private readonly log: Pick<Log, 'info' | 'warn'>,
    /** The mail catcher's folder (MAIL_CATCHER_PORT); undefined: off. */
    readonly outbox: Outbox | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Reads the transports at each send (the site's Settings may change them). */
  useTransports(read: () => Promise<Transports>) {
    this.transports = read;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const { mail, sms } = await this.transports();
    if (message.channel === 'email' && mail.smtpUrl) return this.sendMail(message, { ...mail, smtpUrl: mail.smtpUrl });
    if (message.channel === 'sms' && sms.gatewayUrl)
      return this.sendSms(message, { ...sms, gatewayUrl: sms.gatewayUrl });
    const transport = message.channel === 'email' ? 'SMTP_URL' : 'SMS_GATEWAY_URL';
    if (this.config.nodeEnv === 'production') {
      this.log.warn({ to: message.to, subject: message.subject }, `message not delivered: no ${transport}`);
    } else {
      this.log.info({ message }, `message not delivered (no ${transport}); development copy`);
    }
    await this.outbox?.write(message);
  }

  private async sendMail(message: OutgoingMessage, mail: { smtpUrl: string; from: string }) {
    if (this.mailer?.url !== mail.smtpUrl) {
      this.mailer = { url: mail.smtpUrl, transporter: nodemailer.createTransport(mail.smtpUrl) };
    }
    await this.mailer.transporter.sendMail({
      from: mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }

  /** POST { to, message } as JSON, with a bearer token when SMS_GATEWAY_TOKEN is set. */
  private async sendSms(message: OutgoingMessage, sms: { gatewayUrl: string; token: string | undefined }) {
    const response = await this.fetchImpl(sms.gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(sms.token ? { authorization: `Bearer ${sms.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, message: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
