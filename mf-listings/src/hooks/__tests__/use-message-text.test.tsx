import { contactMessages, listingMessages, seoWarningMessages } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { createTestI18n } from '../../testing/render-page';
import { useMessageText } from '../use-message-text';

describe('contract messages', () => {
  it('say the contract texts word for word in English', () => {
    expect(en.messages).toEqual(listingMessages);
    expect(en.seo).toEqual(seoWarningMessages);
    expect(en.contact.messages).toEqual(contactMessages);
  });

  it('show in the chosen language, and an unknown text as it is', () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'listings', ar);
    void i18n.changeLanguage('ar');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useMessageText(), { wrapper });
    expect(result.current(listingMessages.propertyPosted)).toBe(ar.messages.propertyPosted);
    expect(result.current(seoWarningMessages.tooManyKeywords)).toBe(ar.seo.tooManyKeywords);
    expect(result.current('Something the API said.')).toBe('Something the API said.');
  });
});
