import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { Toasts } from '../toasts';

function renderToasts(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { shell: en }, ar: { shell: ar } },
    defaultNS: 'shell',
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <Toasts />
    </I18nextProvider>,
  );
}

describe('toasts', () => {
  it("name their close button in the page's language, carry no English-only timer, and close", async () => {
    renderToasts('ar');
    act(() => void toast.success('تم الحفظ'));
    const close = await screen.findByRole('button', { name: 'إغلاق الرسالة' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('[aria-label="close"]')).toBeNull();
    // The library's timer bar, named in English, is hidden from assistive technology.
    for (const timer of document.querySelectorAll('[aria-label="notification timer"]'))
      expect(timer.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(close);
    // It leaves (jsdom plays no exit animation, after which the library removes it).
    await waitFor(() =>
      expect(screen.getByText('تم الحفظ').closest('[data-in]')!.getAttribute('data-in')).toBe('false'),
    );
  });
});
