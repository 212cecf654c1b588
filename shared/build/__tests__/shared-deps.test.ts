import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readCatalog } from '../catalog';
import { distFolder, sharedDependencies, sharedPackageEntries, sharedVersion } from '../shared-deps';

const packageVersion = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('the share table', () => {
  it("provides @domus/shared at shared/package.json's version and requires its caret range", () => {
    const table = sharedDependencies(false);
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of sharedPackageEntries) {
      expect(table[name]).toMatchObject({ version: packageVersion, requiredVersion: `^${packageVersion}` });
    }
  });

  it('refuses a remote of another major for every singleton entry, and shares the contract by range only', () => {
    const table = sharedDependencies(true, '2.0.0');
    expect(table['@domus/shared/store']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^2.0.0',
      version: '2.0.0',
      eager: true,
    });
    expect(table['@domus/shared/contract']).toEqual({
      singleton: false,
      requiredVersion: '^2.0.0',
      version: '2.0.0',
      eager: false,
    });
  });

  it('keeps React a singleton with its own range, whatever the version of @domus/shared', () => {
    expect(sharedDependencies(false, '2.0.0').react).toEqual({
      singleton: true,
      requiredVersion: `^${readCatalog().react}`,
      eager: false,
    });
  });
});

describe('the test-only version override', () => {
  it('builds as the version it names, into a folder of its own', () => {
    const env = { DOMUS_SHARED_VERSION: '2.0.0' };
    expect(sharedVersion(env)).toBe('2.0.0');
    expect(distFolder(env)).toBe('dist-shared-2.0.0');
  });

  it('is absent from a real build: the package version, into dist', () => {
    expect(sharedVersion({})).toBe(packageVersion);
    expect(distFolder({})).toBe('dist');
  });

  it('rejects anything but x.y.z', () => {
    expect(() => sharedVersion({ DOMUS_SHARED_VERSION: '^2' })).toThrow('DOMUS_SHARED_VERSION must be x.y.z');
  });
});
