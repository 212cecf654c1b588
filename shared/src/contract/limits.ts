/**
 * Limits the forms share with the calls they fill. No zod here: a page's form imports this
 * (`@domus/shared/contract/limits`) without bringing the contract's schemas along.
 */

/** The longest search text a list call takes (get_property, get-projects, agents, FAQs, chats). */
export const searchTextMaxLength = 100;

/** An operator's notice (Notices screen): its title and message as the list and a push show them, its link a site path. */
export const operatorNoticeLimits = { title: 100, message: 500, link: 300 } as const;
