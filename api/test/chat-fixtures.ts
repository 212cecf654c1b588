import type { RealtimeEvent, RealtimePayload, RealtimePublisher } from '../src/realtime/publisher';
import type { TestApp } from './test-app';

/*
 * Voice notes for chat tests, made in code (there is no encoder here): real containers with
 * silent audio, so music-metadata reads them like recordings.
 */

/**
 * An MP3 of `seconds`: MPEG-1 Layer III frames of 32 kbit/s mono at 44.1 kHz (104 bytes,
 * 1152 samples each), every frame silent (all side information and main data zero).
 */
export function testMp3(seconds: number): Buffer {
  const frameBytes = 104;
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(frameBytes);
  frame.set([0xff, 0xfb, 0x10, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** One Ogg page (RFC 3533) holding whole packets, each under 255 bytes. */
function oggPage(packets: Buffer[], flags: number, granule: bigint, sequence: number): Buffer {
  const header = Buffer.alloc(27 + packets.length);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x646f6d75, 14); // stream serial number
  header.writeUInt32LE(sequence, 18);
  header[26] = packets.length;
  packets.forEach((packet, index) => (header[27 + index] = packet.length));
  const page = Buffer.concat([header, ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** The Opus packet of one silent 20 ms frame. */
const silentOpusFrame = Buffer.from([0xf8, 0xff, 0xfe]);
const opusPreSkip = 312;

/** An Ogg Opus voice note of `seconds` (whole 20 ms frames, at most 5 s in one page). */
export function testOggOpus(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // mono
  head.writeUInt16LE(opusPreSkip, 10);
  head.writeUInt32LE(48_000, 12);
  const vendor = 'domus-test';
  const tags = Buffer.alloc(16 + vendor.length);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  tags.write(vendor, 12, 'latin1');
  const frames = Math.round(seconds * 50);
  const audio = Array.from({ length: frames }, () => silentOpusFrame);
  return Buffer.concat([
    oggPage([head], 0x02, 0n, 0),
    oggPage([tags], 0x00, 0n, 1),
    oggPage(audio, 0x04, BigInt(frames * 960 + opusPreSkip), 2),
  ]);
}

/** An EBML element: ID bytes, an 8-byte size (or "unknown"), content. */
const ebml = (id: number[], content: Buffer | undefined): Buffer => {
  const size = Buffer.alloc(8);
  if (content) size.writeBigUInt64BE(BigInt(content.length) | (1n << 56n));
  else size.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([Buffer.from(id), size, content ?? Buffer.alloc(0)]);
};
const uint = (value: number, bytes: number) => {
  const buffer = Buffer.alloc(bytes);
  buffer.writeUIntBE(value, 0, bytes);
  return buffer;
};

/**
 * A WebM voice note of `seconds` the way browsers record one: Segment and Clusters of unknown
 * size and no duration in the Segment Info, only blocks of silent Opus every 20 ms.
 */
export function testWebm(seconds: number): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm')), ebml([0x42, 0x87], uint(4, 1))]),
  );
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], uint(1_000_000, 3)));
  const audioSettings = ebml(
    [0xe1],
    Buffer.concat([ebml([0xb5], Buffer.from([0x40, 0xe7, 0x70, 0, 0, 0, 0, 0])), ebml([0x9f], uint(1, 1))]),
  );
  const track = ebml(
    [0xae],
    Buffer.concat([
      ebml([0xd7], uint(1, 1)),
      ebml([0x73, 0xc5], uint(1, 1)),
      ebml([0x83], uint(2, 1)),
      ebml([0x86], Buffer.from('A_OPUS')),
      audioSettings,
    ]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const clusters: Buffer[] = [];
  const frames = Math.round(seconds * 50);
  for (let first = 0; first < frames; first += 50) {
    const clusterMs = first * 20;
    const blocks = [];
    for (let frame = first; frame < Math.min(first + 50, frames); frame += 1) {
      const block = Buffer.alloc(4);
      block[0] = 0x81; // track 1
      block.writeInt16BE(frame * 20 - clusterMs, 1);
      block[3] = 0x80; // keyframe
      blocks.push(ebml([0xa3], Buffer.concat([block, silentOpusFrame])));
    }
    clusters.push(ebml([0x1f, 0x43, 0xb6, 0x75], undefined), ebml([0xe7], uint(clusterMs, 4)), ...blocks);
  }
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], undefined), info, tracks, ...clusters]);
}

/** A push as the chat sent it. */
export interface Push {
  to: number | 'admins';
  event: RealtimeEvent;
  payload: unknown;
}

/** Records what the app pushes from now on (the app's own publisher keeps working). */
export function recordPushes(t: TestApp): Push[] {
  const pushes: Push[] = [];
  const deps = t.app.deps;
  const inner: RealtimePublisher = deps.realtime;
  // Everything else (ending sessions...) still goes to the app's publisher.
  deps.realtime = Object.assign(Object.create(inner) as RealtimePublisher, {
    toUser<E extends RealtimeEvent>(userId: number, event: E, payload: RealtimePayload<E>) {
      pushes.push({ to: userId, event, payload });
      inner.toUser(userId, event, payload);
    },
    toAdmins<E extends RealtimeEvent>(event: E, payload: RealtimePayload<E>) {
      pushes.push({ to: 'admins', event, payload });
      inner.toAdmins(event, payload);
    },
  });
  return pushes;
}
