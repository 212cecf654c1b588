import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** An S3-compatible server on 127.0.0.1 for one test file, with one bucket. */
export interface TestS3 {
  /** The S3_* settings that point the API at it (path-style, read at the bucket's own URL). */
  env: Record<string, string>;
  /** http://127.0.0.1:<port>/<bucket>: where stored files are read. */
  bucketUrl: string;
  /** Whether the bucket holds an object at this URL (read as a browser would, without credentials). */
  holds(url: string): Promise<boolean>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

// s3rver accepts this key pair (its default account).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'domus-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // It signs a bucket's own path (listing) without the trailing slash the AWS SDK now sends.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    bucketUrl: `${endpoint}/${bucket}`,
    async holds(url) {
      const reply = await fetch(url, { method: 'HEAD' });
      if (reply.status !== 200 && reply.status !== 404) throw new Error(`${url}: ${reply.status}`);
      return reply.status === 200;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
