import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { OfflineGeocoder } from './offline';
import { worldCities } from '@domus/shared/geo';

describe('offline geocoder', () => {
  const geocoder = new OfflineGeocoder();

  it('bundles a few hundred real cities on every continent', () => {
    expect(worldCities.length).toBeGreaterThan(300);
    expect(new Set(worldCities.map((city) => city.country)).size).toBeGreaterThan(100);
  });

  it.each([
    [48.85, 2.35, 'Paris', 'Île-de-France', 'France'],
    [40.73, -73.99, 'New York', 'New York', 'United States'],
    [-33.87, 151.2, 'Sydney', 'New South Wales', 'Australia'],
    [35.68, 139.69, 'Tokyo', 'Tokyo', 'Japan'],
    [-1.3, 36.8, 'Nairobi', 'Nairobi County', 'Kenya'],
    [-34.6, -58.4, 'Buenos Aires', 'Buenos Aires', 'Argentina'],
  ])('places %s,%s in %s', async (latitude, longitude, city, state, country) => {
    expect(await geocoder.reverse(latitude, longitude)).toEqual([
      { city, state, country, formatted_address: `${city}, ${state}, ${country}`, latitude, longitude },
    ]);
  });

  it('finds nothing in the open ocean', async () => {
    expect(await geocoder.reverse(-40, -130)).toEqual([]);
  });

  it('searches names from their beginning, without accents, with state or country words', async () => {
    expect((await geocoder.search('sao paulo', 5)).map((place) => place.city)).toEqual(['São Paulo']);
    expect((await geocoder.search('Portland, Maine', 5)).map((place) => place.state)).toEqual(['Maine']);
    expect((await geocoder.search('manch', 5))[0]).toMatchObject({ city: 'Manchester', country: 'United Kingdom' });
    expect(await geocoder.search('zzzz', 5)).toEqual([]);
  });
});

describe('get-location', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers from the offline list by default', async () => {
    t = await startTestApp({ seed: false });
    const reverse = await t.get('/api/get-location?latitude=51.5&longitude=-0.12');
    expect(reverse.body).toMatchObject({ error: false, data: [{ city: 'London', country: 'United Kingdom' }] });
    expect((await t.get('/api/get-location?search=edinb')).body.data[0].city).toBe('Edinburgh');
    expect((await t.get('/api/get-location?city=Lyon')).body.data[0].state).toBe('Auvergne-Rhône-Alpes');
    expect((await t.get('/api/get-location?search=nowhere-at-all')).body).toMatchObject({ error: false, data: [] });
    expect((await t.get('/api/get-location')).status).toBe(400);
  });

  it('asks a Nominatim-compatible service when GEOCODER_URL is set, and answers [] when it fails', async () => {
    const requests: string[] = [];
    let failing = false;
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      if (failing) {
        response.writeHead(500).end('down');
        return;
      }
      const reverse = request.url?.startsWith('/reverse');
      const place = {
        lat: '52.3702',
        lon: '4.8952',
        display_name: 'Dam 1, Amsterdam, North Holland, Netherlands',
        address: { road: 'Dam', town: 'Amsterdam', state: 'North Holland', country: 'Netherlands' },
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reverse ? place : [place]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      t = await startTestApp({ seed: false, env: { GEOCODER_URL: `http://127.0.0.1:${port}/` } });
      const expected = {
        city: 'Amsterdam',
        state: 'North Holland',
        country: 'Netherlands',
        formatted_address: 'Dam 1, Amsterdam, North Holland, Netherlands',
        latitude: 52.3702,
        longitude: 4.8952,
      };
      expect((await t.get('/api/get-location?latitude=52.37&longitude=4.89')).body.data).toEqual([expected]);
      expect((await t.get('/api/get-location?search=dam%20amsterdam')).body.data).toEqual([expected]);
      expect(requests[0]).toMatch(/^\/reverse\?lat=52\.37&lon=4\.89&format=jsonv2&addressdetails=1$/);
      expect(requests[1]).toContain('/search?q=dam+amsterdam');
      failing = true;
      expect((await t.get('/api/get-location?latitude=52.37&longitude=4.89')).body).toEqual({
        error: false,
        message: expect.any(String),
        data: [],
      });
    } finally {
      server.close();
    }
  });
});
