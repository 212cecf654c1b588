import type { MapCluster } from '@domus/shared/contract';

import { emptyFilters } from '../../property-search/lib/search-filters';
import { zoomToCluster, type ZoomableMap } from '../components/zoom-to-cluster';
import {
  areaFromSearchParams,
  areaParams,
  boxFromBounds,
  circleArea,
  clusterKey,
  clusterSize,
  mapClustersQueryOf,
  polygonArea,
  savedSearchAreaOf,
  viewFromSearchParams,
  withArea,
  withFilters,
  withView,
  worldView,
} from '../lib/map-state';

const cluster = (overrides: Partial<MapCluster> = {}): MapCluster => ({
  latitude: 38.72,
  longitude: -9.14,
  count: 12,
  min_lat: 38.7,
  max_lat: 38.75,
  min_lng: -9.2,
  max_lng: -9.1,
  ...overrides,
});

describe('boxFromBounds', () => {
  it('keeps a box inside the world as it is', () => {
    expect(boxFromBounds({ south: 38.1, north: 39.2, west: -9.5, east: -8.5 })).toEqual({
      min_lat: 38.1,
      max_lat: 39.2,
      min_lng: -9.5,
      max_lng: -8.5,
    });
  });

  it('clamps latitudes and a view wider than the world to ±90 / ±180', () => {
    expect(boxFromBounds({ south: -95, north: 91, west: -400, east: 300 })).toEqual({
      min_lat: -90,
      max_lat: 90,
      min_lng: -180,
      max_lng: 180,
    });
  });

  it('shifts a view panned past the date line back and clamps it without wrapping', () => {
    expect(boxFromBounds({ south: 0, north: 10, west: 190, east: 200 })).toEqual({
      min_lat: 0,
      max_lat: 10,
      min_lng: -170,
      max_lng: -160,
    });
    const across = boxFromBounds({ south: 0, north: 10, west: 170, east: 190 });
    expect(across.min_lng).toBe(170);
    expect(across.max_lng).toBe(180);
    expect(across.min_lng).toBeLessThanOrEqual(across.max_lng);
  });
});

describe('the view in the URL', () => {
  it('reads lat, lng and zoom, and falls back to the world view when they are missing or wrong', () => {
    expect(viewFromSearchParams(new URLSearchParams('lat=38.7&lng=-9.1&zoom=11'))).toEqual({
      lat: 38.7,
      lng: -9.1,
      zoom: 11,
    });
    expect(viewFromSearchParams(new URLSearchParams(''))).toEqual(worldView);
    expect(viewFromSearchParams(new URLSearchParams('lat=120&lng=0&zoom=3'))).toEqual(worldView);
    expect(viewFromSearchParams(new URLSearchParams('lat=1&lng=2&zoom=99')).zoom).toBe(18);
  });

  it('writes the view and keeps every other param', () => {
    const next = withView(new URLSearchParams('city=Lisbon'), { lat: 38.7123456, lng: 350, zoom: 9.4 });
    expect(next.toString()).toBe('city=Lisbon&lat=38.71235&lng=-10&zoom=9');
  });

  it('replaces the filters but keeps the view and the area', () => {
    const next = withFilters(new URLSearchParams('lat=1&lng=2&zoom=3&city=Paris&page=2&radius_km=2'), {
      ...emptyFilters,
      property_type: 'rent',
    });
    expect(next.toString()).toBe('lat=1&lng=2&zoom=3&radius_km=2&property_type=rent');
  });
});

describe('the drawn area', () => {
  it('turns a polygon into "lat,lng;..." and back', () => {
    const area = polygonArea([
      { lat: 38.7, lng: -9.2 },
      { lat: 38.8, lng: -9.2 },
      { lat: 38.8, lng: -9.1 },
    ])!;
    expect(areaParams(area)).toEqual({ polygon: '38.7,-9.2;38.8,-9.2;38.8,-9.1' });
    expect(areaFromSearchParams(new URLSearchParams(areaParams(area)))).toEqual(area);
  });

  it('refuses a polygon of fewer than three points and thins one of too many', () => {
    expect(
      polygonArea([
        { lat: 1, lng: 1 },
        { lat: 2, lng: 2 },
      ]),
    ).toBeNull();
    const many = Array.from({ length: 250 }, (_, index) => ({ lat: index / 10, lng: index / 10 }));
    const area = polygonArea(many);
    expect(area?.kind === 'polygon' && area.points.length).toBeLessThanOrEqual(100);
  });

  it('turns a circle (metres) into center_lat, center_lng and radius_km', () => {
    const area = circleArea({ lat: 38.7, lng: -9.14 }, 2500);
    expect(areaParams(area)).toEqual({ center_lat: '38.7', center_lng: '-9.14', radius_km: '2.5' });
    expect(areaFromSearchParams(new URLSearchParams(areaParams(area)))).toEqual(area);
  });

  it('keeps one area at a time: a circle replaces a polygon and null clears it', () => {
    const withPolygon = new URLSearchParams('lat=1&polygon=1,1;2,2;3,1');
    const withCircle = withArea(withPolygon, circleArea({ lat: 1, lng: 2 }, 1000));
    expect(withCircle.get('polygon')).toBeNull();
    expect(withCircle.get('radius_km')).toBe('1');
    expect(withArea(withCircle, null).toString()).toBe('lat=1');
  });

  it('ignores a malformed area in a link', () => {
    expect(areaFromSearchParams(new URLSearchParams('polygon=1,1;2'))).toBeNull();
    expect(areaFromSearchParams(new URLSearchParams('center_lat=1&center_lng=2'))).toBeNull();
  });
});

describe('mapClustersQueryOf', () => {
  it('sends the box, the zoom, the filters that are set and the area', () => {
    const query = mapClustersQueryOf(
      { min_lat: 1, max_lat: 2, min_lng: 3, max_lng: 4 },
      7,
      { ...emptyFilters, city: 'Lisbon', min_price: '1000' },
      circleArea({ lat: 1.5, lng: 3.5 }, 5000),
    );
    expect(query).toEqual({
      min_lat: 1,
      max_lat: 2,
      min_lng: 3,
      max_lng: 4,
      zoom: 7,
      city: 'Lisbon',
      min_price: '1000',
      center_lat: '1.5',
      center_lng: '3.5',
      radius_km: '5',
    });
  });
});

describe('the area of a saved search', () => {
  const box = { min_lat: 38.6, max_lat: 38.8, min_lng: -9.3, max_lng: -9 };

  it('keeps a drawn polygon, as the map sends it, without the box in view', () => {
    const area = polygonArea([
      { lat: 38.7, lng: -9.2 },
      { lat: 38.75, lng: -9.1 },
      { lat: 38.7, lng: -9.1 },
    ]);
    expect(savedSearchAreaOf(area, box)).toEqual({ polygon: '38.7,-9.2;38.75,-9.1;38.7,-9.1' });
  });

  it('keeps the box in view when nothing is drawn, and nothing before the map has shown one', () => {
    expect(savedSearchAreaOf(null, box)).toEqual({
      min_lat: '38.6',
      max_lat: '38.8',
      min_lng: '-9.3',
      max_lng: '-9',
    });
    expect(savedSearchAreaOf(null, null)).toEqual({});
  });

  it('cannot keep a circle (save-search takes a box or a polygon)', () => {
    expect(savedSearchAreaOf(circleArea({ lat: 38.7, lng: -9.1 }, 2000), box)).toBeNull();
  });
});

describe('clusters', () => {
  it('keys a cluster by its grid cell at the zoom, so a moved mean in the same cell keeps the key', () => {
    expect(clusterKey(cluster(), 5)).toBe(clusterKey(cluster({ latitude: 38.71, longitude: -9.13 }), 5));
    expect(clusterKey(cluster(), 5)).not.toBe(clusterKey(cluster(), 6));
  });

  it('grows with the count', () => {
    expect(clusterSize(3)).toBeLessThan(clusterSize(30));
    expect(clusterSize(300)).toBeLessThan(clusterSize(3000));
  });

  const fakeMap = (zoom: number, boundsZoom: number, maxZoom = 18) => {
    const map: ZoomableMap & { fitBounds: jest.Mock; setView: jest.Mock } = {
      getZoom: () => zoom,
      getMaxZoom: () => maxZoom,
      getBoundsZoom: () => boundsZoom,
      fitBounds: jest.fn(),
      setView: jest.fn(),
    };
    return map;
  };

  it('fits the map to the box of a clicked cluster', () => {
    const map = fakeMap(4, 11);
    zoomToCluster(map, cluster());
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [38.7, -9.2],
        [38.75, -9.1],
      ],
      { padding: [24, 24] },
    );
    expect(map.setView).not.toHaveBeenCalled();
  });

  it('zooms two levels closer when the box would not zoom in (one spot, or max zoom)', () => {
    const flat = fakeMap(16, 18);
    zoomToCluster(flat, cluster({ min_lat: 38.72, max_lat: 38.72, min_lng: -9.14, max_lng: -9.14 }));
    expect(flat.setView).toHaveBeenCalledWith([38.72, -9.14], 18);

    const notCloser = fakeMap(12, 12);
    zoomToCluster(notCloser, cluster());
    expect(notCloser.fitBounds).not.toHaveBeenCalled();
    expect(notCloser.setView).toHaveBeenCalledWith([38.72, -9.14], 14);
  });
});
