/** What a push notification to a closed tab shows; `link` opens the page it is about. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
}

/** Push to devices that have no socket open (closed tabs, phones), by their messaging tokens. */
export interface PushSender {
  /** Sends to every token; resolves to the tokens the provider says are dead (to be forgotten). */
  send(tokens: string[], message: PushMessage): Promise<{ deadTokens: string[] }>;
}

/** Without a push provider configured, connected tabs still get every notification over the socket. */
export const noPushSender: PushSender = {
  send: async () => ({ deadTokens: [] }),
};
