import { expect, type APIRequestContext } from '@playwright/test';

import { distinctPhoto, distinctPlace } from './distinct-home';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The member needs a package with listing and featuring uses: buy one in the sandbox when there is none. */
export async function ensurePackage(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const check = await (await request.get('/api/check-package-limit?type=property_feature', { headers })).json();
  if (check.data.limit_available) return;
  const plans = await (await request.get('/api/get-package')).json();
  const professional = plans.data.find((plan: { name: string }) => plan.name === 'Professional');
  const checkout = await (
    await request.post('/api/payment-checkout', { headers, data: { package_id: professional.id, provider: 'sandbox' } })
  ).json();
  await request.post(new URL(checkout.data.redirect_url).pathname, {
    form: { decision: 'pay' },
    maxRedirects: 0,
  });
}

interface Category {
  id: number;
  parameter_types: { id: number; type_of_parameter: string; type_values: string[]; is_required: boolean }[];
}

/**
 * Set-up through the API: the owner posts a property for sale (in the first category); it waits for review.
 * `home`: the photo and the spot, to post a copy of another home (a suspected duplicate); a home of its own when absent.
 */
export async function postProperty(
  request: APIRequestContext,
  ownerToken: string,
  title: string,
  home: { photo: Buffer; place: { latitude: string; longitude: string } } = {
    photo: distinctPhoto(),
    place: distinctPlace(),
  },
): Promise<{ id: number; slug_id: string; title: string }> {
  await ensurePackage(request, ownerToken);
  const categories = await (await request.get('/api/get_categories?limit=50')).json();
  const category: Category = categories.data[0];
  // Every category asks for some details: give each required one a fitting value.
  const details = category.parameter_types
    .filter((parameter) => parameter.is_required)
    .map((parameter) => ({
      parameter_id: parameter.id,
      value: parameter.type_values[0] ?? (parameter.type_of_parameter === 'number' ? '2' : 'Yes'),
    }));
  const posted = await request.post('/api/post_property', {
    headers: bearer(ownerToken),
    multipart: {
      title,
      description: 'A bright flat near the park, set up by the chat test.',
      category_id: String(category.id),
      parameters: JSON.stringify(details),
      property_type: 'sell',
      price: '180000',
      address: '12 Rua Augusta',
      city: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      // A spot of its own: two homes at one spot, price and size look like one.
      ...home.place,
      title_image: { name: 'front.png', mimeType: 'image/png', buffer: home.photo },
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return (await posted.json()).data;
}

/** Set-up through the API: the admin approves a listing waiting for review. */
export async function approveProperty(request: APIRequestContext, adminToken: string, id: number) {
  const approved = await request.post('/api/admin/properties/approve', { headers: bearer(adminToken), data: { id } });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** Set-up through the API: the owner posts a property (in the first category) and the admin approves it. */
export async function postApprovedProperty(
  request: APIRequestContext,
  tokens: { owner: string; admin: string },
  title: string,
): Promise<{ id: number; slug_id: string; title: string }> {
  const property = await postProperty(request, tokens.owner, title);
  await approveProperty(request, tokens.admin, property.id);
  return property;
}
