import { listingMessages, savedSearchMessages, seoWarningMessages } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import ar from '../../../locales/ar.json';
import { keyOfContractText } from '../../lib/english';
import { createTestI18n } from '../../testing/render-page';
import { useMessageText } from '../use-message-text';

/** What the hook shows for a text, on a page in `language`. */
function shownIn(language: 'en' | 'ar') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'listings', ar);
  void i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { show: renderHook(() => useMessageText(), { wrapper }).result.current, i18n };
}

const contractTexts = [...keyOfContractText];

describe('contract messages', () => {
  it.each(contractTexts)('"%s" is in the English texts at %s, and shows as it is', (text, key) => {
    const { show, i18n } = shownIn('en');
    // Without a default: the registered English itself holds the contract's text.
    expect(i18n.t(key, { ns: 'listings' })).toBe(text);
    expect(show(text)).toBe(text);
  });

  it.each(contractTexts)('"%s" shows in Arabic', (text) => {
    expect(shownIn('ar').show(text)).toMatch(/[\u0600-\u06ff]/);
  });

  it('shows the Arabic of its key, and an unknown text as it is', () => {
    const { show } = shownIn('ar');
    expect(show(listingMessages.propertyPosted)).toBe(ar.messages.propertyPosted);
    expect(show(seoWarningMessages.tooManyKeywords)).toBe(ar.seo.tooManyKeywords);
    expect(show(savedSearchMessages.capReached)).toBe(ar.savedSearches.messages.capReached);
    // A text of the contract with no key here (the API's unsubscribe page) stays as the API said it.
    expect(show(savedSearchMessages.tokenExpired)).toBe(savedSearchMessages.tokenExpired);
    expect(show('Something the API said.')).toBe('Something the API said.');
  });
});
