import { mockApi, ok } from '../../../../testing/render-page';
import { getMapClusters } from '../api/get-map-clusters';

describe('getMapClusters', () => {
  it('sends the query with the abort signal of the request and reads clusters, pins and total', async () => {
    const fetchMock = mockApi({
      'get-map-clusters': ok(
        {
          clusters: [{ latitude: 1, longitude: 2, count: 3, min_lat: 0, max_lat: 2, min_lng: 1, max_lng: 3 }],
          properties: [],
        },
        { total: 3 },
      ),
    });
    const controller = new AbortController();

    const result = await getMapClusters({ min_lat: 0, max_lat: 2, min_lng: 1, max_lng: 3, zoom: 6 }, controller.signal);

    expect(result).toMatchObject({ total: 3, zoom: 6, properties: [] });
    expect(result.clusters).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url, 'http://localhost').searchParams.get('zoom')).toBe('6');
    expect(init.signal).toBe(controller.signal);
  });
});
