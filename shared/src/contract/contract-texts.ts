import { accountMessages } from './rules/accounts';
import { chatMessages } from './rules/chat';
import { contactMessages } from './rules/contact';
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

/**
 * Every text of the contract a package's English may take, by the name its
 * locales/contract-texts.json gives it: for the API, which reads every package, and the tests.
 * A remote imports only the ones it declares, each from its file
 * (`@domus/shared/contract/rules/<topic>`), so its bundle carries no others.
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
