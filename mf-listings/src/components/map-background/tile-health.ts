/** What a tile layer has seen so far. */
export interface TileHealth {
  loaded: number;
  failed: number;
}

/** Tiles that failed this often before any arrived mean the source is out of reach. */
const failuresBeforeGivingUp = 3;

/**
 * Whether a configured tile source is out of reach (offline, blocked, wrong URL), so the map
 * draws the bundled world map instead. A few missing tiles of a source that works are not.
 */
export const tilesUnreachable = ({ loaded, failed }: TileHealth) => loaded === 0 && failed >= failuresBeforeGivingUp;
