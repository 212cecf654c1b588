import { crc32, deflateSync } from 'node:zlib';

/*
 * Where the next home stands on a grid of 80-m steps around central Lisbon. A worker starts at
 * the slot of the second it loads this file and takes the next slot for each home: postings take
 * more than a second each, so a worker started later never reaches a slot an earlier one took.
 */
let slot = Math.floor(Date.now() / 1000) % 997;
const gridColumns = 30;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A spot no other home of this run stands on (farther than the 50 m two listings of one building share). */
export function distinctPlace(): { latitude: string; longitude: string } {
  slot = (slot + 1) % 997;
  const row = Math.floor(slot / gridColumns) - 16;
  const column = (slot % gridColumns) - 15;
  return { latitude: (38.7101 + row * 0.00072).toFixed(6), longitude: (-9.1366 + column * 0.00092).toFixed(6) };
}

let drawn = 0;

/**
 * A 160 x 160 PNG of grey blocks no other call of this run draws: each home a spec posts has a
 * photo of its own, as real homes do (the same photo at the same place and price is a likely
 * duplicate, which the API holds for a moderator).
 */
export function distinctPhoto(): Buffer {
  drawn += 1;
  let seed = (Date.now() ^ (drawn * 2654435761)) >>> 0;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed >>> 24;
  };
  const size = 160;
  const block = 20;
  const greys = Array.from({ length: (size / block) ** 2 }, next);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const grey = greys[Math.floor(y / block) * (size / block) + Math.floor(x / block)]!;
      row.fill(grey, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
