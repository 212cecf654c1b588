import { Route, Routes } from '@domus/shared/routing';
import { cachedDataAtom, domusStore } from '@domus/shared/store';
import { fireEvent, screen } from '@testing-library/react';

import { aProperty, aUser, propertyListReply } from '../../../../testing/fixtures';
import { mockApi, renderPage } from '../../../../testing/render-page';
import { PropertyDetailPage } from '../components/property-detail-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const villa = aProperty({ customer_id: 7, customer_name: 'Ana Sousa', profile: 'https://example.test/ana.jpg' });

const renderDetail = (user: ReturnType<typeof aUser> | null) => {
  mockApi({ get_property: propertyListReply([villa]) });
  return renderPage(
    <Routes>
      <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { url: '/properties-details/sunny-villa-lisbon', user },
  );
};

describe('"Chat with owner" on /properties-details/:slug_id', () => {
  it('hands the owner and the property to the chat and opens the conversation', async () => {
    renderDetail(aUser({ id: 8, name: 'Rui Lima' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with owner' }));
    expect(domusStore.get(cachedDataAtom).newUserChatData).toEqual({
      user_id: 7,
      name: 'Ana Sousa',
      profile: 'https://example.test/ana.jpg',
      property_id: 1,
      title: 'Sunny villa in Lisbon',
      title_image: 'https://example.test/villa.jpg',
      slug_id: 'sunny-villa-lisbon',
    });
    expect(screen.getByTestId('location').textContent).toBe('/user/chat?user=7&property=1');
  });

  it('asks a visitor to log in first', async () => {
    renderDetail(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with owner' }));
    await screen.findByText('Opps!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location').textContent).toMatch(
      /^\/login\?redirect=%2Fproperties-details%2Fsunny-villa-lisbon/,
    );
    expect(domusStore.get(cachedDataAtom).newUserChatData).toBeNull();
  });

  it('is not offered to the owner', async () => {
    renderDetail(aUser({ id: 7 }));
    await screen.findByTestId('owner-actions');
    expect(screen.queryByRole('button', { name: 'Chat with owner' })).toBeNull();
  });
});
