import { listingMessages, seoWarnings, type Parameter } from '@domus/shared/contract';

import { emptyPropertyForm, propertyFormSchema, type PropertyFormValues } from '../property-form-schema';

const bedrooms: Parameter = {
  id: 1,
  name: 'Bedrooms',
  translated_name: 'Quartos',
  type_of_parameter: 'number',
  type_values: [],
  translated_type_values: [],
  image: '',
  is_required: true,
};
const photo = new File([new Uint8Array(10)], 'front.jpg', { type: 'image/jpeg' });
const lisbon = {
  city: 'Lisbon',
  state: 'Lisbon',
  country: 'Portugal',
  address: 'Rua Augusta 10, Lisbon',
  latitude: 38.71,
  longitude: -9.14,
};
const complete: PropertyFormValues = {
  ...emptyPropertyForm,
  category_id: '3',
  title: 'Sunny villa',
  description: 'A bright villa with a garden.',
  parameters: { p1: '4' },
  location: lisbon,
  title_image: [photo],
  price: '250000',
};

const messagesOf = (values: PropertyFormValues, parameters: Parameter[] = [bedrooms], hasSavedTitleImage = false) => {
  const result = propertyFormSchema({ parameters, hasSavedTitleImage }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the property form rules', () => {
  it('accepts a complete property for sale', () => {
    expect(messagesOf(complete)).toEqual({});
  });

  it('asks for the title, description, category, price and main photo with the contract texts', () => {
    expect(messagesOf({ ...emptyPropertyForm, location: lisbon, parameters: { p1: '2' } })).toEqual({
      category_id: listingMessages.categoryRequired,
      title: listingMessages.titleRequired,
      description: listingMessages.descriptionRequired,
      price: listingMessages.priceRequired,
      title_image: listingMessages.titleImageRequired,
    });
  });

  it('does not ask for a main photo when an edited property already has one', () => {
    expect(messagesOf({ ...complete, title_image: [] }, [bedrooms], true)).toEqual({});
  });

  it('needs a rent duration for a property for rent only', () => {
    expect(messagesOf({ ...complete, property_type: 'rent' })).toEqual({
      rentduration: listingMessages.rentDurationRequired,
    });
    expect(messagesOf({ ...complete, property_type: 'rent', rentduration: 'monthly' })).toEqual({});
  });

  it('needs city, state, country and address of the location', () => {
    for (const part of ['city', 'state', 'country', 'address'] as const) {
      expect(messagesOf({ ...complete, location: { ...lisbon, [part]: '' } })).toEqual({
        location: listingMessages.locationIncomplete,
      });
    }
    expect(messagesOf({ ...complete, location: { ...lisbon, latitude: null } })).toEqual({
      location: listingMessages.locationIncomplete,
    });
  });

  it("enforces the category's required parameters only", () => {
    expect(messagesOf({ ...complete, parameters: {} })).toEqual({ 'parameters.p1': listingMessages.parameterRequired });
    expect(messagesOf({ ...complete, parameters: {} }, [{ ...bedrooms, is_required: false }])).toEqual({});
  });

  it('needs a distance for a chosen facility', () => {
    expect(messagesOf({ ...complete, facilities: { f5: { selected: true, distance: '' } } })).toEqual({
      'facilities.f5.distance': 'validation.distance',
    });
    expect(messagesOf({ ...complete, facilities: { f5: { selected: false, distance: '' } } })).toEqual({});
  });

  it('only warns about SEO fields: long ones still pass', () => {
    const seo = {
      meta_title: 'x'.repeat(80),
      meta_description: 'too short',
      meta_keywords: Array.from({ length: 12 }, (_, index) => `phrase ${index}`).join(','),
    };
    expect(seoWarnings(seo)).toEqual(['metaTitleTooLong', 'metaDescriptionLength', 'tooManyKeywords']);
    expect(messagesOf({ ...complete, ...seo })).toEqual({});
  });
});
