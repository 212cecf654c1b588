import { withContractTexts } from '@domus/shared/contract/locale-texts';
import { chatMessages } from '@domus/shared/contract/rules/chat';

import declared from '../../locales/contract-texts.json';
import en from '../../locales/en.json';

/** The `chat` texts in English: locales/en.json with the contract's texts at the keys declared for them. */
export const english = withContractTexts(en, declared, { chatMessages });
