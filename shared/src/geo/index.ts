/**
 * Places known without a network: the offline geocoder's cities (the API's default geocoder)
 * and the labels of the bundled world map. Data only: bundled where it is used (lazily by the
 * maps), not shared at run time between remotes.
 */
export { worldCities, type WorldCity } from './world-cities';
