import { settingsQueryOptions } from '@domus/shared/settings';
import { act, screen } from '@testing-library/react';

import { testSettings } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage } from '../../../../testing/render-page';
import { AboutUsPage } from '../components/about-us-page';

describe('/about-us', () => {
  it('tells what the site offers under the company name, with the contact details of the settings', async () => {
    mockApi({ 'about-us': ok({ data: '' }) });
    const { queryClient } = renderPage(<AboutUsPage />, { url: '/about-us' });
    act(() =>
      queryClient.setQueryData(settingsQueryOptions(null).queryKey, {
        ...testSettings,
        company_name: 'Casa Nova',
        company_email: 'hello@casanova.example',
        company_tel: '+1 555 0100',
        company_address: '1 Market Square, Springfield',
      } as never),
    );
    await screen.findByRole('heading', { level: 1, name: 'About Casa Nova' });
    expect(document.title).toBe('About Casa Nova');
    screen.getByText(/Casa Nova\u2069 is a real-estate marketplace/);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    screen.getByText('1 Market Square, Springfield');
    expect(screen.getByRole('link', { name: 'hello@casanova.example' }).getAttribute('href')).toBe(
      'mailto:hello@casanova.example',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('shows the page the operators wrote instead, keeping the contact details', async () => {
    mockApi({ 'about-us': ok({ data: '<h2>Our story</h2><p>Founded by <strong>three agents</strong>.</p>' }) });
    renderPage(<AboutUsPage />, { url: '/about-us' });
    await screen.findByRole('heading', { level: 2, name: 'Our story' });
    expect(screen.getByText('three agents').tagName).toBe('STRONG');
    expect(screen.queryByText(/is a real-estate marketplace/)).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Get in touch' });
  });
});
