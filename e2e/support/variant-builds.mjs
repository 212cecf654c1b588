// The e2e suite's builds against other versions of @domus/shared (shared/build/shared-deps.ts,
// DOMUS_SHARED_VERSION, test only): the shell at the next minor, served by the staging site, which
// runs the remotes built as usual (an older minor); and mf-tools at the next major, which the site
// must refuse (e2e/specs/shared-version.spec.ts). Each goes to `<folder>/dist-shared-<version>`,
// and is rebuilt only when its package's own build (scripts/build.mjs) has changed since.
// Every function takes the repository root: Playwright's loader cannot run `import.meta` in a
// module its config imports.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { STAMP_FILE } from '../../scripts/build-stamps.mjs';
import { remoteFolders } from '../../shared/src/remote-list/remote-list.mjs';

const VARIANT_STAMP = '.variant-stamp.json';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The versions the variants are built as, from shared/package.json's: the next minor and the next major. */
export function variantVersions(root) {
  const version = readJson(path.join(root, 'shared', 'package.json')).version;
  const [major, minor] = version.split('.').map(Number);
  return { current: version, nextMinor: `${major}.${minor + 1}.0`, nextMajor: `${major + 1}.0.0` };
}

/** Each variant: the package folder and the version it is built against. */
export function variants(root) {
  const { nextMinor, nextMajor } = variantVersions(root);
  return [
    { folder: 'shell', version: nextMinor },
    { folder: 'mf-tools', version: nextMajor },
  ];
}

export const variantDist = (root, folder, version) => path.join(root, folder, `dist-shared-${version}`);

/** Builds the variants whose package changed since they were built, side by side; rejects on a failed build. */
export async function buildVariants(root) {
  const builds = variants(root).map(async ({ folder, version }) => {
    const dist = variantDist(root, folder, version);
    const source = readJson(path.join(root, folder, STAMP_FILE))?.hash;
    if (source && readJson(path.join(dist, VARIANT_STAMP))?.source === source) {
      console.log(`e2e: ${folder} against @domus/shared ${version} is up to date`);
      return;
    }
    const started = performance.now();
    await new Promise((resolve, reject) => {
      const child = spawn('pnpm', ['run', 'build'], {
        cwd: path.join(root, folder),
        env: { ...process.env, DOMUS_SHARED_VERSION: version },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // webpack reports compile errors on stdout: shown when the build fails, quiet otherwise.
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0) return resolve();
        process.stderr.write(output);
        reject(new Error(`${folder} against @domus/shared ${version}: build exited ${code}`));
      });
    });
    if (source) writeFileSync(path.join(dist, VARIANT_STAMP), JSON.stringify({ source }));
    console.log(
      `e2e: built ${folder} against @domus/shared ${version} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
  await Promise.all(builds);
}

/**
 * A site folder for the API's SITE_DIR: the shell built at the next minor, every remote's usual
 * build beside it (links, nothing copied). Throws, saying what to run, when a build is missing.
 */
export function linkNextMinorSite(root, siteDir) {
  const { nextMinor } = variantVersions(root);
  const shellDist = variantDist(root, 'shell', nextMinor);
  const missing = [shellDist, ...remoteFolders.map((folder) => path.join(root, folder, 'dist'))].filter(
    (dist) => !existsSync(dist),
  );
  if (missing.length)
    throw new Error(`not built: ${missing.join(', ')}. Run \`node scripts/build.mjs\` then \`node scripts/e2e.mjs\`.`);
  rmSync(siteDir, { recursive: true, force: true });
  const links = [['shell', shellDist], ...remoteFolders.map((folder) => [folder, path.join(root, folder, 'dist')])];
  for (const [folder, dist] of links) {
    mkdirSync(path.join(siteDir, folder), { recursive: true });
    symlinkSync(dist, path.join(siteDir, folder, 'dist'), 'dir');
  }
  return siteDir;
}
