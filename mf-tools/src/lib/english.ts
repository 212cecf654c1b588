import { contractTextKeys, withContractTexts } from '@domus/shared/contract/locale-texts';
import { mortgageMessages } from '@domus/shared/contract/rules/tools';

import declared from '../../locales/contract-texts.json';
import en from '../../locales/en.json';

/** The contract's texts locales/contract-texts.json names: only these ship with the remote. */
const contractTexts = { mortgageMessages };

/** The `tools` texts in English: locales/en.json with the contract's texts at the keys declared for them. */
export const english = withContractTexts(en, declared, contractTexts);

/** A contract text -> its key of the `tools` namespace, to show what the API or a form rule says translated. */
export const keyOfContractText = contractTextKeys(declared, contractTexts);
