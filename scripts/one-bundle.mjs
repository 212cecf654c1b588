// The site built as one bundle, without Module Federation (shell/one-bundle.webpack.config.ts),
// into dist-one-bundle/ at the repository root: the yardstick scripts/bundle-size.mjs holds the
// federated site against. Not part of `pnpm build`; the bench builds it on every run.
//
// node scripts/one-bundle.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const oneBundleDir = path.join(root, 'dist-one-bundle');

/** Builds it; resolves with the build's duration in seconds, rejects with webpack's output when it fails. */
export function buildOneBundle() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // webpack and its loaders resolve from the shell's packages, as in the shell's own build.
    const build = spawn(
      'pnpm',
      ['--filter', 'shell', 'exec', 'webpack', '--config', 'one-bundle.webpack.config.ts', '--mode', 'production'],
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '--import tsx' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    build.stdout.on('data', (chunk) => (output += chunk));
    build.stderr.on('data', (chunk) => (output += chunk));
    build.on('error', reject);
    build.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`one-bundle build failed (exit ${code}):\n${output}`));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = await buildOneBundle();
  console.log(`one bundle: ${path.relative(root, oneBundleDir)}/ built in ${seconds.toFixed(1)} s`);
}
