// @20minutes/s3rver ships no types: the part of its API the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
    configureBuckets?: { name: string }[];
    /** Accepts a well-formed request whose signature it computes otherwise. */
    allowMismatchedSignatures?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
