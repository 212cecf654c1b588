import { render } from '@testing-library/react';
import { MemoryRouter } from '@domus/shared/routing';

import type { PageMeta } from '../../lib/page-meta';
import { useMetaTags } from '../use-meta-tags';

function Page({ meta }: { meta: PageMeta | undefined }) {
  useMetaTags(meta);
  return null;
}

const renderAt = (meta: PageMeta | undefined, path = '/properties-details/sunny-villa') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page meta={meta} />
    </MemoryRouter>,
  );

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('useMetaTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the title, description, keywords, Open Graph and Twitter tags', () => {
    renderAt({
      title: 'Sunny villa',
      description: 'A bright villa.',
      keywords: 'villa, garden',
      image: 'https://example.test/villa.jpg',
    });
    expect(document.title).toBe('Sunny villa');
    expect(content('meta[name="description"]')).toBe('A bright villa.');
    expect(content('meta[name="keywords"]')).toBe('villa, garden');
    expect(content('meta[property="og:title"]')).toBe('Sunny villa');
    expect(content('meta[property="og:description"]')).toBe('A bright villa.');
    expect(content('meta[property="og:image"]')).toBe('https://example.test/villa.jpg');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/properties-details/sunny-villa');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('leaves out tags it has nothing for and asks for a small Twitter card without a picture', () => {
    renderAt({ title: 'Plain page', type: 'article' });
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('puts the previous tags back and removes the ones it added when the page leaves', () => {
    document.title = 'Domus';
    const shellDescription = document.createElement('meta');
    shellDescription.name = 'description';
    shellDescription.content = 'Homes for sale and rent';
    document.head.append(shellDescription);

    const view = renderAt({ title: 'Sunny villa', description: 'A bright villa.', keywords: 'villa' });
    expect(content('meta[name="description"]')).toBe('A bright villa.');
    view.unmount();

    expect(document.title).toBe('Domus');
    expect(content('meta[name="description"]')).toBe('Homes for sale and rent');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('sets nothing while the page has no data yet', () => {
    renderAt(undefined);
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });
});
