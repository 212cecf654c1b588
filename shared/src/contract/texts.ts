/*
 * The contract's texts without zod (`@domus/shared/contract/texts`, bundled where used, never
 * federated): each message object for a remote's English, and every one by the name a
 * locales/contract-texts.json gives it, for the API and the tests.
 */
import { accountMessages } from './rules/accounts';
import { chatMessages } from './rules/chat';
import { contactMessages } from './rules/content';
import { listingMessages, seoWarningMessages } from './rules/listings';
import { mapMessages } from './rules/map';
import { featureUnavailableMessages, packageMessages } from './rules/packages';
import { savedSearchMessages } from './rules/saved-searches';
import {
  passwordsDoNotMatchMessage,
  passwordTooShortMessage,
  registrationFailedMessage,
  signInErrorMessages,
} from './rules/sign-in';
import { mortgageMessages } from './rules/tools';
import { tourMessages } from './rules/tours';
import type { NamedTexts } from './locale-texts';

export {
  accountMessages,
  chatMessages,
  contactMessages,
  featureUnavailableMessages,
  listingMessages,
  mapMessages,
  mortgageMessages,
  packageMessages,
  passwordsDoNotMatchMessage,
  passwordTooShortMessage,
  registrationFailedMessage,
  savedSearchMessages,
  seoWarningMessages,
  signInErrorMessages,
  tourMessages,
};
export { contractTextKeys, contractTextsLanguage, declaredContractTexts, withContractTexts } from './locale-texts';
export type { ContractTextsDeclaration, LocaleTexts, NamedTexts } from './locale-texts';

/**
 * Every text of the contract a package's English may take, by its name. A remote passes only
 * the ones it declares (so its bundle carries no others); the API reads every package with all.
 */
export const contractTexts = {
  accountMessages,
  signInErrorMessages,
  passwordsDoNotMatchMessage,
  passwordTooShortMessage,
  registrationFailedMessage,
  listingMessages,
  seoWarningMessages,
  contactMessages,
  savedSearchMessages,
  chatMessages,
  packageMessages,
  featureUnavailableMessages,
  mortgageMessages,
  tourMessages,
  mapMessages,
} as const satisfies NamedTexts;
