import { cacheControlFor, immutable, revalidate } from './cache-headers';

// File names as the production build writes them (shell/dist and mf-*/dist).
const rules: [file: string, cacheControl: string][] = [
  ['/site/shell/dist/index.html', revalidate],
  ['/site/shell/dist/index.html.br', revalidate],
  ['/site/shell/dist/main.js', revalidate],
  ['/site/shell/dist/main.js.gz', revalidate],
  ['/site/shell/dist/main.js.map', revalidate],
  ['/site/shell/dist/push-sw.js', revalidate],
  ['/site/shell/dist/mf-manifest.json', revalidate],
  ['/site/shell/dist/mf-stats.json', revalidate],
  ['/site/mf-listings/dist/remoteEntry.js', revalidate],
  ['/site/mf-listings/dist/remoteEntry.js.br', revalidate],
  ['/site/mf-listings/dist/mf-manifest.json.br', revalidate],
  ['/site/shell/dist/228.fe817bcf.js', immutable],
  ['/site/shell/dist/228.fe817bcf.js.br', immutable],
  ['/site/shell/dist/228.fe817bcf.js.gz', immutable],
  ['/site/shell/dist/228.fe817bcf.js.map', immutable],
  ['/site/shell/dist/main.0f0cbe50.css', immutable],
  ['/site/shell/dist/986.4f3cd285.css.br', immutable],
  ['/site/shell/dist/socket-io-client.57413610.js', immutable],
  ['/site/mf-listings/dist/__federation_expose_spa.2bf506b7.js', immutable],
  ['/site/mf-listings/dist/assets/layers-2x.8f2c4d11.png', immutable],
  ['/site/mf-listings/dist/assets/marker-icon.2b3e1faf.png', immutable],
  // Look like hashes but are not the build's: revalidated.
  ['/site/shell/dist/main.0F0CBE50.css', revalidate],
  ['/site/shell/dist/main.0f0cbe5.js', revalidate],
  ['/site/shell/dist/main.0f0cbe50x.js', revalidate],
  ['/site/shell/dist/0f0cbe50.js', revalidate],
  ['/site/shell/dist/remotes.0f0cbe50.json', revalidate],
];

describe('Cache-Control of the built files', () => {
  it.each(rules)('%s -> %s', (file, cacheControl) => {
    expect(cacheControlFor(file)).toBe(cacheControl);
  });
});
