// Plain CSS (leaflet.css) has no meaning in jsdom.
module.exports = {};
