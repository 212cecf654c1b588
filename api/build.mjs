// Builds the server for production: dist/main.js (one ES module with its source map, and
// dist/draw-seed-pictures.js beside it), which
// `node` runs without tsx. Type checking is `pnpm typecheck`'s job, not this one's.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

import * as esbuild from 'esbuild';

const apiDir = import.meta.dirname;
const outdir = path.join(apiDir, 'dist');

/**
 * npm packages stay in node_modules and load from there at run time: sharp and PGlite find
 * their native and WebAssembly files next to their own code. Only the workspace's own
 * packages (`@domus/shared`, shipped as TypeScript source) are bundled.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@domus/') ? undefined : { external: true },
    );
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  // The server, and the demo pictures' drawer it runs as a process of its own (main.ts).
  entryPoints: [path.join(apiDir, 'src', 'main.ts'), path.join(apiDir, 'src', 'draw-seed-pictures.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Error classes and handlers are told apart by name in logs: keep the names of the source.
  keepNames: true,
  tsconfig: path.join(apiDir, 'tsconfig.json'),
  plugins: [npmPackagesExternal],
  metafile: true,
  logLevel: 'warning',
});
// An npm package bundled by mistake would lose the files it reads beside its own code.
const bundledPackages = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
if (bundledPackages.length) throw new Error(`npm packages must stay external: ${bundledPackages.join(', ')}`);
// Read at run time next to the running module (src/db/migrate.ts: `import.meta.dirname`/migrations).
cpSync(path.join(apiDir, 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });

const bytes = result.metafile.outputs[path.relative(process.cwd(), path.join(outdir, 'main.js'))]?.bytes ?? 0;
console.log(
  `api: dist/main.js ${(bytes / 1024).toFixed(0)} KB from ${Object.keys(result.metafile.inputs).length} files ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
