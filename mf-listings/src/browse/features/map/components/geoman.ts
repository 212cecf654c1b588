// leaflet-geoman extends the global `L`, so Leaflet (which sets window.L) must be evaluated first.
import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
