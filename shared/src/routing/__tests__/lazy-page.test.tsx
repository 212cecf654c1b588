import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyPage, preloadPageFor } from '../lazy-page';

const pageModule = () => ({ DetailPage: () => <h1>Sea view villa</h1>, ListPage: () => <h1>All properties</h1> });

describe('lazy pages', () => {
  it('renders the named export once loaded', async () => {
    const DetailPage = lazyPage(
      () => Promise.resolve(pageModule()),
      (m) => m.DetailPage,
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <DetailPage />
      </Suspense>,
    );
    await screen.findByRole('heading', { name: 'Sea view villa' });
  });

  it('preloads only the page whose pattern matches the path', async () => {
    const loadDetail = jest.fn(() => Promise.resolve(pageModule()));
    const loadList = jest.fn(() => Promise.resolve(pageModule()));
    const pages = [
      ['/properties', lazyPage(loadList, (m) => m.ListPage)],
      ['/properties-details/:slug_id', lazyPage(loadDetail, (m) => m.DetailPage)],
    ] as const;

    preloadPageFor('/properties-details/sea-view-villa-12', pages);
    expect(loadDetail).toHaveBeenCalledTimes(1);
    expect(loadList).not.toHaveBeenCalled();

    preloadPageFor('/properties-details/a/b', pages);
    preloadPageFor('/nowhere', pages);
    expect(loadDetail).toHaveBeenCalledTimes(1);
    expect(loadList).not.toHaveBeenCalled();
  });

  it('asks for the page’s data with its code only for the page a visit starts on, with the route’s parameters', () => {
    const loadData = jest.fn();
    const pages = [
      [
        '/properties-details/:slug_id',
        lazyPage(
          () => Promise.resolve(pageModule()),
          (m) => m.DetailPage,
          { preloadData: loadData },
        ),
      ],
    ] as const;

    preloadPageFor('/properties-details/sea-view-villa-12', pages);
    expect(loadData).not.toHaveBeenCalled();
    preloadPageFor('/properties-details/sea-view-villa-12', pages, { data: true });
    expect(loadData).toHaveBeenCalledWith({ slug_id: 'sea-view-villa-12' });
  });

  it('a failed preload is left for the visit to retry', async () => {
    const load = jest.fn(() => Promise.reject(new Error('chunk failed')));
    preloadPageFor('/map', [['/map', lazyPage(load, () => () => null)]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
