/**
 * Limits the forms share with the calls they fill. No zod here: a page's form imports this
 * (`@domus/shared/contract/limits`) without bringing the contract's schemas along.
 */

/** The longest search text a list call takes (get_property, get-projects, agents, FAQs, chats). */
export const searchTextMaxLength = 100;
