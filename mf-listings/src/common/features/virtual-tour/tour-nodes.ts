import type { TourData } from '@domus/shared/contract';

/** A room as photo-sphere-viewer's virtual-tour plugin takes it (a "node" with "links"). */
export interface TourNode {
  id: string;
  name: string;
  panorama: string;
  links: { nodeId: string; position: { yaw: string; pitch: string } }[];
}

export interface TourPlan {
  title: string;
  startNodeId: string;
  nodes: TourNode[];
}

/** A saved tour: its rooms become nodes, hotspots become links placed in degrees. */
export function planOfTour(name: string, tour: TourData): TourPlan {
  return {
    title: name,
    startNodeId: tour.start_room,
    nodes: tour.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      panorama: room.panorama,
      links: room.hotspots.map((hotspot) => ({
        nodeId: hotspot.to_room,
        position: { yaw: `${hotspot.yaw}deg`, pitch: `${hotspot.pitch}deg` },
      })),
    })),
  };
}

/** A listing's lone 360° photo (three_d_image): a tour of one room. */
export function planOfPanorama(title: string, roomName: string, panorama: string): TourPlan {
  return { title, startNodeId: 'panorama', nodes: [{ id: 'panorama', name: roomName, panorama, links: [] }] };
}
