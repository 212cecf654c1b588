import { ModuleFederation } from '@module-federation/enhanced/runtime';

import { sharedDependencies, type SharedConfig } from '../shared-deps';

/*
 * What the federation runtime (@module-federation/runtime-core, getRegisteredShare) does with the
 * share table, the way a shell and its remotes meet in one page: the shell registers and loads its
 * copies first, each remote then registers its own in the same share scope and asks for its range.
 */

const ui = '@domus/shared/ui';
const contract = '@domus/shared/contract';

type Container = InstanceType<typeof ModuleFederation>;

function container(name: string, version: string, shell: Container | undefined) {
  const table = sharedDependencies(!shell, version);
  const entry = (config: SharedConfig) => ({
    version,
    get: () => () => `${name}@${version}`,
    shareConfig: config,
  });
  const instance = new ModuleFederation({
    name,
    remotes: [],
    shareStrategy: shell ? 'version-first' : 'loaded-first',
    shared: { [ui]: entry(table[ui]), [contract]: entry(table[contract]) },
  });
  if (shell) instance.initShareScopeMap('default', shell.shareScopeMap.default);
  instance.initializeSharing('default', { from: 'build' });
  return { instance, table };
}

async function load(remote: ReturnType<typeof container>, name: string): Promise<string> {
  const { requiredVersion, singleton, strictVersion } = remote.table[name];
  const shareConfig = { requiredVersion, singleton, strictVersion, eager: false };
  const factory = await remote.instance.loadShare<string>(name, {
    customShareInfo: { shareConfig, scope: ['default'] },
  });
  return factory === false ? 'its own copy' : String(factory());
}

function page(shellVersion: string) {
  const shell = container('shell', shellVersion, undefined);
  // The shell loads every singleton it provides before any remote starts (shell/src/start/provide-shared.ts).
  shell.instance.loadShareSync(ui);
  return (name: string, version: string) => container(name, version, shell.instance);
}

describe('@domus/shared versions at run time', () => {
  it('runs a remote built against an older minor on the shell’s copy', async () => {
    const remote = page('1.1.0');
    await expect(load(remote('mf_a', '1.0.0'), ui)).resolves.toBe('shell@1.1.0');
  });

  it('refuses a remote of another major, naming both versions', async () => {
    const remote = page('1.0.0');
    await expect(load(remote('mf_b', '2.0.0'), ui)).rejects.toThrow(
      `Version 1.0.0 from shell of shared singleton module ${ui} does not satisfy the requirement of mf_b which needs ^2.0.0`,
    );
  });

  it('keeps the shell’s copies for remotes loaded after a refused one of another major', async () => {
    const remote = page('1.0.0');
    const next = remote('mf_b', '2.0.0');
    await expect(load(next, ui)).rejects.toThrow('does not satisfy');
    await expect(load(next, contract)).resolves.toBe('mf_b@2.0.0');
    const later = remote('mf_c', '1.0.0');
    await expect(load(later, ui)).resolves.toBe('shell@1.0.0');
    // The 2.x contract, registered and loaded first, is never handed to a 1.x remote.
    await expect(load(later, contract)).resolves.toMatch(/@1\.0\.0$/);
  });
});
