/** An e-mail or a text message to one recipient. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** E-mail address or phone number. */
  to: string;
  subject: string;
  text: string;
  /** Extra e-mail headers (List-Unsubscribe); built by the server only, never from a request. */
  headers?: Record<string, string>;
}

/** Delivers messages: SMTP, an SMS gateway, or the outbox folder when none is configured. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
