/*
 * Listing texts and the search-engine limits without zod, for the bundles that show them without
 * the contract's schemas (a remote's English).
 */

/** The spec's texts for listing forms and actions (§5 texts not shown in the spec are ours). */
export const listingMessages = {
  titleRequired: 'Please enter a title.',
  descriptionRequired: 'Please enter a description.',
  priceRequired: 'Please enter a price.',
  categoryRequired: 'Please choose a category.',
  rentDurationRequired: 'Please choose a rent duration for a property for rent.',
  locationIncomplete: 'Please choose a location with a city, state, country and address.',
  titleImageRequired: 'Please add a main photo.',
  parameterRequired: 'Please fill in every required detail of this category.',
  floorIncomplete: 'Please complete this floor before adding another.',
  statusUpdateFailed: 'Failed to Update Status',
  reportReasonRequired: 'Please select a reason.',
  alreadyReported: 'You have already reported this listing.',
  notOwner: 'Only the owner can change this listing.',
  propertyPosted: 'Property posted. It will be visible once it is approved.',
  propertyUpdated: 'Property updated.',
  propertyUpdatedForReview: 'Property updated. It is hidden until a moderator approves the changes.',
  projectPosted: 'Project posted. It will be visible once it is approved.',
  projectUpdated: 'Project updated.',
  projectUpdatedForReview: 'Project updated. It is hidden until a moderator approves the changes.',
  /** Shown on the edit form of a live listing whose owner's edits are reviewed (not a verified agent nor an admin). */
  editSendsToReview:
    'This listing is live. Changing its title, description, pictures or documents sends it back for review: it is hidden until a moderator approves the changes.',
  advertisementStored: 'Your advertisement was sent for approval.',
  alreadyFeatured: 'This listing is already featured.',
  listingRenewed: 'Listing renewed.',
} as const;

/** Search-engine hints: beyond these the forms warn (docs/SPEC.md §5: warnings only, never refused). */
export const seoLimits = {
  metaTitleMax: 60,
  metaDescriptionMin: 50,
  metaDescriptionMax: 160,
  metaKeywordsMax: 10,
} as const;
export type SeoWarning = 'metaTitleTooLong' | 'metaDescriptionLength' | 'tooManyKeywords';
export const seoWarningMessages: Record<SeoWarning, string> = {
  metaTitleTooLong: `The meta title should not be longer than ${seoLimits.metaTitleMax} characters.`,
  metaDescriptionLength: `The meta description should be ${seoLimits.metaDescriptionMin} to ${seoLimits.metaDescriptionMax} characters long.`,
  tooManyKeywords: `Use at most ${seoLimits.metaKeywordsMax} keyword phrases, separated by commas.`,
};
