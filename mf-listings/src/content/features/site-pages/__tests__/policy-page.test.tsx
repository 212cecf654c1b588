import { screen } from '@testing-library/react';

import { mockApi, ok, renderPage } from '../../../../testing/render-page';
import { PrivacyPolicyPage, TermsPage } from '../components/policy-page';

describe('/privacy-policy and /terms-and-conditions', () => {
  it('shows the privacy policy the operators wrote, as HTML, under its title', async () => {
    mockApi({
      'privacy-policy': ok({ data: '<h2>What we keep</h2><ul><li>Your e-mail</li><li>Your listings</li></ul>' }),
    });
    renderPage(<PrivacyPolicyPage />, { url: '/privacy-policy' });
    screen.getByRole('heading', { level: 1, name: 'Privacy policy' });
    await screen.findByRole('heading', { level: 2, name: 'What we keep' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Your e-mail', 'Your listings']);
    expect(document.title).toBe('Privacy policy');
  });

  it('says when the terms are not written yet and points to the contact page', async () => {
    mockApi({ 'terms-conditions': ok({ data: '' }) });
    renderPage(<TermsPage />, { url: '/terms-and-conditions' });
    screen.getByRole('heading', { level: 1, name: 'Terms and conditions' });
    await screen.findByText('This page has not been written yet');
    expect(screen.getByRole('link', { name: 'Ask us anything on the contact page' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it('offers to try again when the page cannot be read', async () => {
    mockApi({});
    renderPage(<TermsPage />, { url: '/terms-and-conditions' });
    await screen.findByText('This page could not be loaded');
    screen.getByRole('button', { name: 'Retry' });
  });
});
