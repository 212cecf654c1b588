import { withContractTexts } from '@domus/shared/contract/locale-texts';
import { accountMessages } from '@domus/shared/contract/rules/accounts';
import { chatMessages } from '@domus/shared/contract/rules/chat';
import {
  passwordTooShortMessage,
  passwordsDoNotMatchMessage,
  signInErrorMessages,
} from '@domus/shared/contract/rules/sign-in';

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
