import {
  accountMessages,
  chatMessages,
  passwordsDoNotMatchMessage,
  passwordTooShortMessage,
  signInErrorMessages,
  withContractTexts,
} from '@domus/shared/contract/texts';

import declared from '../../locales/contract-texts.json';
import en from '../../locales/en.json';

/** The `account` texts in English: locales/en.json with the contract's texts at the keys declared for them. */
export const english = withContractTexts(en, declared, {
  accountMessages,
  chatMessages,
  passwordsDoNotMatchMessage,
  passwordTooShortMessage,
  signInErrorMessages,
});
