/** Real cities with their real centre coordinates; `priceLevel` is a rough sale price per m² in USD. */
export interface SeedCity {
  name: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  priceLevel: number;
}

export const seedCities: readonly SeedCity[] = [
  { name: 'New York', state: 'New York', country: 'United States', latitude: 40.7128, longitude: -74.006, priceLevel: 11500 },
  { name: 'Los Angeles', state: 'California', country: 'United States', latitude: 34.0522, longitude: -118.2437, priceLevel: 8200 },
  { name: 'San Francisco', state: 'California', country: 'United States', latitude: 37.7749, longitude: -122.4194, priceLevel: 11000 },
  { name: 'Chicago', state: 'Illinois', country: 'United States', latitude: 41.8781, longitude: -87.6298, priceLevel: 4200 },
  { name: 'Miami', state: 'Florida', country: 'United States', latitude: 25.7617, longitude: -80.1918, priceLevel: 6100 },
  { name: 'Toronto', state: 'Ontario', country: 'Canada', latitude: 43.6532, longitude: -79.3832, priceLevel: 7600 },
  { name: 'Vancouver', state: 'British Columbia', country: 'Canada', latitude: 49.2827, longitude: -123.1207, priceLevel: 8900 },
  { name: 'Mexico City', state: 'Mexico City', country: 'Mexico', latitude: 19.4326, longitude: -99.1332, priceLevel: 2100 },
  { name: 'São Paulo', state: 'São Paulo', country: 'Brazil', latitude: -23.5505, longitude: -46.6333, priceLevel: 2000 },
  { name: 'London', state: 'England', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, priceLevel: 13500 },
  { name: 'Manchester', state: 'England', country: 'United Kingdom', latitude: 53.4808, longitude: -2.2426, priceLevel: 4300 },
  { name: 'Edinburgh', state: 'Scotland', country: 'United Kingdom', latitude: 55.9533, longitude: -3.1883, priceLevel: 4800 },
  { name: 'Paris', state: 'Île-de-France', country: 'France', latitude: 48.8566, longitude: 2.3522, priceLevel: 11000 },
  { name: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France', latitude: 45.764, longitude: 4.8357, priceLevel: 5200 },
  { name: 'Berlin', state: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.405, priceLevel: 6000 },
  { name: 'Munich', state: 'Bavaria', country: 'Germany', latitude: 48.1351, longitude: 11.582, priceLevel: 9500 },
  { name: 'Amsterdam', state: 'North Holland', country: 'Netherlands', latitude: 52.3676, longitude: 4.9041, priceLevel: 8400 },
  { name: 'Madrid', state: 'Community of Madrid', country: 'Spain', latitude: 40.4168, longitude: -3.7038, priceLevel: 4900 },
  { name: 'Barcelona', state: 'Catalonia', country: 'Spain', latitude: 41.3874, longitude: 2.1686, priceLevel: 5100 },
  { name: 'Lisbon', state: 'Lisbon', country: 'Portugal', latitude: 38.7223, longitude: -9.1393, priceLevel: 5600 },
  { name: 'Rome', state: 'Lazio', country: 'Italy', latitude: 41.9028, longitude: 12.4964, priceLevel: 4300 },
  { name: 'Milan', state: 'Lombardy', country: 'Italy', latitude: 45.4642, longitude: 9.19, priceLevel: 6200 },
  { name: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', latitude: 25.2048, longitude: 55.2708, priceLevel: 4600 },
  { name: 'Abu Dhabi', state: 'Abu Dhabi', country: 'United Arab Emirates', latitude: 24.4539, longitude: 54.3773, priceLevel: 3700 },
  { name: 'Riyadh', state: 'Riyadh Province', country: 'Saudi Arabia', latitude: 24.7136, longitude: 46.6753, priceLevel: 1900 },
  { name: 'Cairo', state: 'Cairo Governorate', country: 'Egypt', latitude: 30.0444, longitude: 31.2357, priceLevel: 700 },
  { name: 'Cape Town', state: 'Western Cape', country: 'South Africa', latitude: -33.9249, longitude: 18.4241, priceLevel: 1800 },
  { name: 'Mumbai', state: 'Maharashtra', country: 'India', latitude: 19.076, longitude: 72.8777, priceLevel: 3600 },
  { name: 'Bengaluru', state: 'Karnataka', country: 'India', latitude: 12.9716, longitude: 77.5946, priceLevel: 1400 },
  { name: 'Singapore', state: 'Singapore', country: 'Singapore', latitude: 1.3521, longitude: 103.8198, priceLevel: 14500 },
  { name: 'Tokyo', state: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, priceLevel: 9800 },
  { name: 'Sydney', state: 'New South Wales', country: 'Australia', latitude: -33.8688, longitude: 151.2093, priceLevel: 10200 },
  { name: 'Melbourne', state: 'Victoria', country: 'Australia', latitude: -37.8136, longitude: 144.9631, priceLevel: 7000 },
];
