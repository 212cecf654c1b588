import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

import CompressionPlugin from 'compression-webpack-plugin';

/** Text assets the site serves: scripts, styles, pages, manifests, pictures drawn as SVG. Source maps stay plain (devtools only). */
const textAssets = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Below this a compressed copy saves less than its headers cost. */
const smallestWorthCompressing = 512;

/**
 * Build-time `.br` (brotli at its best quality) and `.gz` (gzip level 9) copies of every text
 * asset, beside the original. The API serves them as files (`@fastify/static` `preCompressed`),
 * so no request pays for compression and each copy is as small as the algorithm allows.
 */
export const precompressedCopies = () => [
  new CompressionPlugin<BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: textAssets,
    threshold: smallestWorthCompressing,
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin<ZlibOptions>({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: textAssets,
    threshold: smallestWorthCompressing,
    compressionOptions: { level: constants.Z_BEST_COMPRESSION },
  }),
];
