import { useTranslation } from '@domus/shared/i18n';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Leaflet names its + and − buttons in English; this names them in the page's language. */
export function ZoomTitles() {
  const { t } = useTranslation('listings');
  const map = useMap();
  useEffect(() => {
    const control = map.zoomControl?.getContainer();
    if (!control) return;
    for (const [selector, text] of [
      ['.leaflet-control-zoom-in', t('map.zoomIn')],
      ['.leaflet-control-zoom-out', t('map.zoomOut')],
    ] as const) {
      const button = control.querySelector(selector);
      button?.setAttribute('title', text);
      button?.setAttribute('aria-label', text);
    }
  }, [map, t]);
  return null;
}
