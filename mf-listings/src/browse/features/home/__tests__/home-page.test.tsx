import { fireEvent, screen, within } from '@testing-library/react';

import { anAgent, aProjectTeaser, aProperty } from '../../../../testing/fixtures';
import type { SliderItem } from '../../../../types/listings';
import { mockApi, ok, renderPage } from '../../../../testing/render-page';
import { HomePage } from '../components/home-page';
import { slideOf } from '../components/home-slider';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

const homepage = {
  slider_section: [{ id: 1, image: 'https://example.test/slide.jpg', property: aProperty({ title: 'Slider villa' }) }],
  featured_section: [aProperty({ id: 1, title: 'Featured villa', slug_id: 'featured-villa' })],
  most_viewed_properties: [
    aProperty({
      id: 2,
      title: 'Popular flat',
      slug_id: 'popular-flat',
      property_type: 'rent',
      rentduration: 'yearly',
      price: 12000,
    }),
  ],
  most_liked_properties: [],
  categories_section: [{ id: 3, category: 'Villa', translated_name: 'Moradia', properties_count: 7 }],
  project_section: [
    { id: 5, slug_id: 'harbour-towers', title: 'Harbour Towers', type: 'upcoming', city: 'Porto', country: 'Portugal' },
  ],
  agents_list: [anAgent({ id: 8, name: 'Ana Costa', property_count: 3, projects_count: 1, is_verified: true })],
  article_section: [{ id: 4, title: 'Buying your first home', description: '<p>Start with a budget.</p>' }],
  faq_section: [{ id: 6, question: 'How do I list a property?', answer: 'Sign in and choose Add property.' }],
};

describe('home page', () => {
  it('shows every section the API sends, with property cards linking to their pages', async () => {
    mockApi({ 'homepage-data': ok(homepage) });
    renderPage(<HomePage />);

    const featured = await screen.findByTestId('home-featured');
    const card = within(featured).getByRole('link', { name: /Featured villa/ });
    expect(card.getAttribute('href')).toBe('/properties-details/featured-villa');
    expect(card.textContent).toContain('$1.5M');

    // The first list renders with the page; the sections below it once that has painted.
    within(await screen.findByTestId('home-most-viewed')).getByText('$12K');
    expect(screen.getByTestId('home-most-viewed').textContent).toContain('/yr');
    expect(screen.queryByTestId('home-most-liked')).toBeNull();
    expect(screen.getByRole('link', { name: 'Moradia 7 properties' }).getAttribute('href')).toBe(
      '/properties?category_id=3',
    );
    expect(screen.getByRole('link', { name: /^Upcoming Harbour Towers/ }).getAttribute('href')).toBe(
      '/project-details/harbour-towers',
    );
    expect(screen.getByTestId('home-agents').textContent).toContain('4 listings');
    expect(screen.getByTestId('home-articles').textContent).toContain('Start with a budget.');
    screen.getByText('How do I list a property?');
    within(screen.getByTestId('home-slider')).getByRole('link', { name: /Slider villa/ });
  });

  it('sends the search text to the listings for sale, or to those for rent or the projects as chosen', async () => {
    mockApi({ 'homepage-data': ok(homepage) });
    renderPage(<HomePage />);

    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'sea view' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/properties?property_type=sell&search=sea+view');

    fireEvent.click(screen.getByRole('radio', { name: 'Rent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/properties?property_type=rent&search=sea+view');

    fireEvent.click(screen.getByRole('radio', { name: 'Projects' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/projects?search=sea+view');
  });

  it('offers Retry when the home page data cannot be loaded', async () => {
    mockApi({ 'homepage-data': { status: 500, body: { error: true, message: 'Server busy', code: 'internal' } } });
    renderPage(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Server busy');
    screen.getByRole('button', { name: 'Retry' });
  });
});

describe('slider entries', () => {
  const slide = (listing: Partial<SliderItem>): SliderItem => ({
    id: 1,
    type: 'property',
    image: '',
    property: null,
    project: null,
    ...listing,
  });

  it("link a property or a project to its page, with the slide's picture first", () => {
    expect(slideOf(slide({ property: aProperty({ slug_id: 'a' }) }))?.to).toBe('/properties-details/a');
    expect(slideOf(slide({ image: 'x.jpg', property: aProperty() }))?.image).toBe('x.jpg');
    expect(slideOf(slide({ property: aProperty() }))?.image).toBe(aProperty().title_image);
    expect(
      slideOf(slide({ type: 'project', project: aProjectTeaser({ slug_id: 'p', title: 'P', image: 'p.jpg' }) })),
    ).toEqual({ key: 'project-p', image: 'p.jpg', title: 'P', to: '/project-details/p' });
    expect(slideOf(slide({}))).toBeUndefined();
  });
});
