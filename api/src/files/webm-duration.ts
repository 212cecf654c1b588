/*
 * Browsers record voice notes as WebM while recording, so the file never gets the duration
 * a finished file would carry in its Segment Info, and its Segment and Clusters have
 * "unknown size" (music-metadata 12 cannot skip such a Cluster and throws). The duration is
 * the time of the last block: each Cluster has a start time and each block an offset from
 * it. This walks the elements in order instead of by nesting, and says where the first
 * Cluster starts, so the header before it can be read on its own.
 */

const ids = {
  segment: 0x18538067,
  info: 0x1549a966,
  cluster: 0x1f43b675,
  blockGroup: 0xa0,
  timecodeScale: 0x2ad7b1,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
} as const;

/** Elements whose children are read in line (their own size is not needed). */
const readInside = new Set<number>([ids.segment, ids.info, ids.cluster, ids.blockGroup]);

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An EBML variable-length integer: an element ID (marker bit kept) or a size (marker dropped). */
function readVint(bytes: Buffer, at: number, keepMarker: boolean): Vint | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + bytes[at + index]!;
    allOnes &&= bytes[at + index] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUnsigned(bytes: Buffer, at: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index += 1) value = value * 256 + bytes[at + index]!;
  return value;
}

/** What a walk through a WebM file found. */
export interface WebmLayout {
  /** Where the first Cluster starts: the header (EBML, Segment Info, Tracks) is before it. */
  firstClusterAt: number | undefined;
  /** Seconds from the start to the last block; undefined when the file holds no block. */
  lastBlockSeconds: number | undefined;
}

export function walkWebm(bytes: Buffer): WebmLayout {
  let at = 0;
  let firstClusterAt: number | undefined;
  let timecodeScale = 1_000_000;
  let clusterTime = 0;
  let last: number | undefined;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    if (!id) break;
    const size = readVint(bytes, at + id.length, false);
    if (!size) break;
    if (id.value === ids.cluster) firstClusterAt ??= at;
    at += id.length + size.length;
    if (readInside.has(id.value)) continue;
    if (size.unknown || at + size.value > bytes.length) break;
    if (id.value === ids.timecodeScale) timecodeScale = readUnsigned(bytes, at, size.value);
    else if (id.value === ids.clusterTimecode) clusterTime = readUnsigned(bytes, at, size.value);
    else if (id.value === ids.simpleBlock || id.value === ids.block) {
      const track = readVint(bytes, at, false);
      if (track && size.value >= track.length + 2) {
        const time = clusterTime + bytes.readInt16BE(at + track.length);
        last = Math.max(last ?? 0, time);
      }
    }
    at += size.value;
  }
  return { firstClusterAt, lastBlockSeconds: last === undefined ? undefined : (last * timecodeScale) / 1e9 };
}
