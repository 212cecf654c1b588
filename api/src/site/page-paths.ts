/*
 * Addresses of the site's pages the API writes into replies, e-mails, notices and sitemaps. The
 * pages themselves are the remotes' (remote-list.json routes them); these must agree with them.
 */

/** A property's page. */
export const propertyPagePath = (slugId: string) => `/properties-details/${encodeURIComponent(slugId)}`;

/** The chat page open on one conversation, from the reader's side (user 0: the desk; property 0: none). */
export const conversationPath = (otherUserId: number, propertyId: number) =>
  `/user/chat?user=${otherUserId}&property=${propertyId}`;
