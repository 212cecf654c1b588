import { areaUnits, lengthUnits, mortgageMessages } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';

import ar from '../../../locales/ar.json';
import { AreaConverterPage } from '../../features/area-converter/components/area-converter-page';
import { useMortgageMessage } from '../../features/mortgage/use-mortgage-message';
import { createTestI18n, renderPage } from '../../testing/render-page';
import { keyOfContractText } from '../english';

/** The reader's i18n as the shell gives it: the texts of `language`, English beneath. */
function i18nIn(language: 'en' | 'ar') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'tools', ar);
  void i18n.changeLanguage(language);
  return i18n;
}

/** What the calculator shows for a message of the contract (the form's or the API's), in `language`. */
function shownIn(language: 'en' | 'ar') {
  const i18n = i18nIn(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useMortgageMessage(), { wrapper }).result.current;
}

const arabic = /[\u0600-\u06ff]/;
const latinWord = /[A-Za-z]{2,}/;

describe("the calculator's messages", () => {
  const messages = Object.entries(mortgageMessages);

  it.each(messages)('%s reads in English as the API says it, from the English the remote ships', (_key, text) => {
    expect(shownIn('en')(text)).toBe(text);
    // No default given: the registered English holds the contract's text.
    expect(i18nIn('en').t(keyOfContractText.get(text)!, { ns: 'tools' })).toBe(text);
  });

  it.each(messages)('%s reads in Arabic, with no English left', (_key, text) => {
    const shown = shownIn('ar')(text)!;
    expect(shown).toMatch(arabic);
    expect(shown).not.toMatch(latinWord);
  });

  it('shows a text the contract does not know (a package reason of the API) as it comes', () => {
    expect(shownIn('ar')('Your package does not include the schedule')).toBe(
      'Your package does not include the schedule',
    );
  });
});

describe("the converter's units", () => {
  /** The units the From list offers, by value, with the name the reader sees. */
  const offered = () =>
    within(screen.getAllByRole('combobox')[0]!)
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => [option.value, option.textContent ?? ''] as const);

  it.each([
    ['en', 'Length'],
    ['ar', ar.converter.length],
  ] as const)('are every unit of the contract, each by its name, in %s', (language, lengthTab) => {
    renderPage(
      <I18nextProvider i18n={i18nIn(language)}>
        <AreaConverterPage />
      </I18nextProvider>,
      { url: '/area-converter' },
    );
    const area = offered();
    fireEvent.click(screen.getByRole('tab', { name: lengthTab }));
    const length = offered();

    expect(area.map(([unit]) => unit)).toEqual(Object.keys(areaUnits));
    expect(length.map(([unit]) => unit)).toEqual(Object.keys(lengthUnits));
    for (const [unit, name] of [...area, ...length]) {
      // A missing text shows as its key, or in English in Arabic.
      expect({ unit, name }).toEqual({ unit, name: expect.not.stringContaining('units.') });
      if (language === 'ar') expect({ unit, name }).toEqual({ unit, name: expect.stringMatching(arabic) });
    }
  });
});
