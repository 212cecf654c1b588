import { contractTextKeys, withContractTexts } from '@domus/shared/contract/locale-texts';
import { contactMessages } from '@domus/shared/contract/rules/contact';
import { listingMessages, seoWarningMessages } from '@domus/shared/contract/rules/listings';
import { savedSearchMessages } from '@domus/shared/contract/rules/saved-searches';
import { tourMessages } from '@domus/shared/contract/rules/tours';

import declared from '../../locales/contract-texts.json';
import en from '../../locales/en.json';

/** The contract's texts locales/contract-texts.json names: only these ship with the remote. */
const contractTexts = { contactMessages, listingMessages, savedSearchMessages, seoWarningMessages, tourMessages };

/** The `listings` texts in English: locales/en.json with the contract's texts at the keys declared for them. */
export const english = withContractTexts(en, declared, contractTexts);

/** A contract text -> its key of the `listings` namespace, to show what the API or a form rule says translated. */
export const keyOfContractText = contractTextKeys(declared, contractTexts);
