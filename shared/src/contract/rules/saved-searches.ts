/* Saved searches' frequencies, limits and texts without zod, for the bundles that show them without the contract's schemas. */

export const savedSearchFrequencies = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

export const savedSearchLimits = {
  nameMaxLength: 100,
  /** Saved searches one member may keep. */
  perMember: 50,
  /** An e-mail's unsubscribe link works this long: a link forwarded or found later pauses nothing. */
  unsubscribeLinkDays: 60,
} as const;

export const savedSearchMessages = {
  nameRequired: 'name is required',
  nameTooLong: `name must be at most ${savedSearchLimits.nameMaxLength} characters`,
  frequencyInvalid: `frequency must be one of: ${savedSearchFrequencies.join(', ')}`,
  noFilter: 'filters must set at least one filter: a saved search of every listing would alert on everything',
  capReached: `You can keep at most ${savedSearchLimits.perMember} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  tokenInvalid:
    'This unsubscribe link is not valid. Use the link of the latest e-mail, or manage your saved searches when signed in.',
  tokenExpired:
    'This unsubscribe link has expired. Use the link of the latest e-mail, or manage your saved searches when signed in.',
  unsubscribed: 'You will get no more e-mails for this saved search.',
  nothingToChange: 'Send name, frequency or paused to change the saved search',
} as const;
