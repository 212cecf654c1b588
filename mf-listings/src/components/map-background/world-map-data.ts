/**
 * The bundled world map: land and country borders of Natural Earth at 1:110m (the world-atlas
 * package's TopoJSON), as GeoJSON for Leaflet. Its own chunk: only pages that show a map load it.
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

const topology = countries110m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export const land = feature(topology, topology.objects.land);

/** Borders between two countries only: the coasts are the land's own edge. */
export const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
