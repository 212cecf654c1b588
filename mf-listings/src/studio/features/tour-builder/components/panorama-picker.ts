import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';

export interface PanoramaPicker {
  destroy(): void;
}

const degrees = (radians: number) => {
  const value = (radians * 180) / Math.PI;
  // The viewer's yaw runs 0..2π; the tour keeps -180..180.
  return value > 180 ? value - 360 : value;
};

/** One panorama to click on: each click reports where (yaw and pitch in degrees) for a hotspot. */
export function openPanoramaPicker(
  container: HTMLElement,
  panorama: string,
  onPick: (yaw: number, pitch: number) => void,
): PanoramaPicker {
  const viewer = new Viewer({ container, panorama, navbar: ['zoom', 'move', 'fullscreen'] });
  viewer.addEventListener('click', ({ data }) => onPick(degrees(data.yaw), degrees(data.pitch)));
  return { destroy: () => viewer.destroy() };
}
