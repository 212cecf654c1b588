import { Viewer } from '@photo-sphere-viewer/core';
import { VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';

import type { TourPlan } from '../tour-nodes';

export interface PanoramaTour {
  goTo(roomId: string): void;
  destroy(): void;
}

/**
 * Opens a tour in `container` with photo-sphere-viewer (WebGL) and its virtual-tour plugin:
 * arrows in each room lead to the linked rooms. Loaded on demand: three.js is large and only
 * a visitor who opens a tour needs it.
 */
export function openPanoramaTour(
  container: HTMLElement,
  plan: TourPlan,
  onRoomChange: (roomId: string) => void,
): PanoramaTour {
  const viewer = new Viewer({
    container,
    navbar: ['zoom', 'move', 'caption', 'fullscreen'],
    plugins: [
      VirtualTourPlugin.withConfig({
        positionMode: 'manual',
        renderMode: '3d',
        nodes: plan.nodes,
        startNodeId: plan.startNodeId,
      }),
    ],
  });
  const tour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
  tour.addEventListener('node-changed', ({ node }) => onRoomChange(node.id));
  return {
    goTo: (roomId) => void tour.setCurrentNode(roomId),
    destroy: () => viewer.destroy(),
  };
}
