import type { AdminLanguage } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { anAdmin, failure, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { SiteLanguages } from '../components/site-languages';
import { readTextsFile } from '../lib/texts-file';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

const english: AdminLanguage = { id: 1, code: 'en', name: 'English', rtl: false, texts: 2000, default: true };
const arabic: AdminLanguage = { id: 2, code: 'ar', name: 'العربية', rtl: true, texts: 1990, default: false };
const french: AdminLanguage = { id: 3, code: 'fr', name: 'Français', rtl: false, texts: 1, default: false };

const textsFile = (content: string, name = 'fr.json') => new File([content], name, { type: 'application/json' });
const languagesList = (languages: AdminLanguage[]) => ok(languages, { total: languages.length });

beforeEach(() => jest.mocked(toast.success).mockClear());

describe('the site’s languages in Settings', () => {
  it('shows each language with its direction and texts; English and the default language cannot be removed', async () => {
    mockApi({ 'admin/languages': languagesList([english, arabic]) });
    renderPage(<SiteLanguages />, { url: '/admin/settings', user: anAdmin() });
    const arabicCard = within(await screen.findByRole('listitem', { name: 'العربية' }));
    arabicCard.getByText(/Right to left · 1990 of 2000 texts/);
    arabicCard.getByRole('button', { name: 'Remove العربية' });
    const englishCard = within(screen.getByRole('listitem', { name: 'English' }));
    englishCard.getByText(/Default language/);
    expect(englishCard.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('adds a language with its texts file, and refuses a file that is not one', async () => {
    const fetchMock = mockApi({
      'admin/languages': languagesList([english, arabic]),
      'POST admin/languages/add': ok(french),
    });
    renderPage(<SiteLanguages />, { url: '/admin/settings', user: anAdmin() });
    const form = within(await screen.findByRole('form', { name: 'Add a language' }));
    fireEvent.change(form.getByLabelText('Code'), { target: { value: 'fr' } });
    fireEvent.change(form.getByLabelText('Name (in the language itself)'), { target: { value: 'Français' } });
    const file = form.getByLabelText('Texts (a JSON file, optional)');
    fireEvent.change(file, { target: { files: [textsFile('Accueil, Chercher')] } });
    fireEvent.click(form.getByRole('button', { name: 'Add the language' }));
    await form.findByText('fr.json is not a JSON file of texts.');
    expect(requestsTo(fetchMock, 'admin/languages/add', 'POST')).toHaveLength(0);

    fireEvent.change(file, { target: { files: [textsFile('{"listings.home.title":"Trouver un logement"}')] } });
    fireEvent.click(form.getByRole('button', { name: 'Add the language' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Français was added: visitors may choose it now.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/languages/add', 'POST')[0])).toEqual({
      code: 'fr',
      name: 'Français',
      rtl: false,
      translations: { 'listings.home.title': 'Trouver un logement' },
    });
    expect((form.getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });

  it('uploads a translated file to a language and says what the API refuses', async () => {
    const fetchMock = mockApi({
      'admin/languages': languagesList([english, arabic]),
      'POST admin/languages/update': ({ body }) =>
        JSON.parse(String(body)).translations['listings.nowhere']
          ? failure(400, 'invalidInput', 'translations: the site has no text listings.nowhere')
          : ok({ ...arabic, texts: 2000 }),
    });
    renderPage(<SiteLanguages />, { url: '/admin/settings', user: anAdmin() });
    const picker = await screen.findByLabelText('Texts file for العربية');
    fireEvent.change(picker, { target: { files: [textsFile('{"listings.nowhere":"x"}', 'ar.json')] } });
    expect((await screen.findByRole('alert')).textContent).toMatch('the site has no text listings.nowhere');
    fireEvent.change(picker, { target: { files: [textsFile('{"listings.home.title":"ابحث عن منزل"}', 'ar.json')] } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('العربية now has 2000 texts.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/languages/update', 'POST')[1])).toEqual({
      code: 'ar',
      translations: { 'listings.home.title': 'ابحث عن منزل' },
    });
  });

  it('renames a language and turns its direction', async () => {
    const fetchMock = mockApi({
      'admin/languages': languagesList([english, french]),
      'POST admin/languages/update': ok({ ...french, name: 'French', rtl: true }),
    });
    renderPage(<SiteLanguages />, { url: '/admin/settings', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Français' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Français' }));
    fireEvent.change(dialog.getByLabelText('Name (in the language itself)'), { target: { value: 'French' } });
    fireEvent.click(dialog.getByLabelText('Written right to left'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('French was saved.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/languages/update', 'POST')[0])).toEqual({
      code: 'fr',
      name: 'French',
      rtl: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a language once asked', async () => {
    const fetchMock = mockApi({
      'admin/languages': languagesList([english, french]),
      'POST admin/languages/delete': ok(french),
    });
    renderPage(<SiteLanguages />, { url: '/admin/settings', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Français' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Français was removed.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/languages/delete', 'POST')[0])).toEqual({ code: 'fr' });
  });
});

describe('readTextsFile', () => {
  it('takes a flat JSON map of texts and refuses anything else with the API’s reason', () => {
    expect(readTextsFile('{"shell.nav.home":"Accueil"}')).toEqual({ texts: { 'shell.nav.home': 'Accueil' } });
    expect(readTextsFile('not json')).toEqual({ refusal: 'notJson' });
    expect(readTextsFile('{"home":{"title":"x"}}')).toEqual({
      refusal: expect.stringMatching(/object of texts/),
    });
    expect(readTextsFile('["Accueil"]')).toEqual({ refusal: expect.stringMatching(/object of texts/) });
  });
});
