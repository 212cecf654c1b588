import i18next from 'i18next';

import { ApiError } from '../../api/api-error';
import { errorCodes } from '../../contract/envelope';
import { API_ERRORS_NAMESPACE, apiErrorText, apiErrorTexts } from '../api-error-text';

async function instanceIn(language: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'en', resources: {} });
  for (const [code, bundle] of Object.entries(apiErrorTexts))
    instance.addResourceBundle(code, API_ERRORS_NAMESPACE, bundle, true, false);
  return instance;
}

const refused = new ApiError('price must be a number', 400, 'invalidInput', {});

describe('apiErrorText', () => {
  it('has a text for every error code of the contract, and the network and HTTP failures, in both languages', () => {
    const kinds = [...Object.keys(errorCodes), 'network', 'http', 'failed'].sort();
    expect(Object.keys(apiErrorTexts.en).sort()).toEqual(kinds);
    expect(Object.keys(apiErrorTexts.ar).sort()).toEqual(kinds);
  });

  it("shows the API's own words on an English page, and in a language without these texts", async () => {
    expect(apiErrorText(refused, await instanceIn('en'))).toBe('price must be a number');
    expect(apiErrorText(refused, await instanceIn('fr'))).toBe('price must be a number');
  });

  it('shows what the code means in Arabic, or the message translated when the screen knows it', async () => {
    const arabic = await instanceIn('ar');
    expect(apiErrorText(refused, arabic)).toBe(apiErrorTexts.ar.invalidInput);
    expect(
      apiErrorText(refused, arabic, (message) => (message === refused.message ? 'السعر يجب أن يكون رقمًا' : undefined)),
    ).toBe('السعر يجب أن يكون رقمًا');
    expect(apiErrorText(new ApiError('Network error', 0, 'network', ''), arabic)).toBe(apiErrorTexts.ar.network);
    expect(apiErrorText(new ApiError('odd', 418, 'teapot', ''), arabic)).toBe(apiErrorTexts.ar.failed);
    expect(apiErrorText(new Error('boom'), arabic)).toBe(apiErrorTexts.ar.failed);
  });
});
