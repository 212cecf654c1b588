import { applyOverrides, readOverrides } from '../remote-overrides';
import type { RemoteMap } from '../remote-map';

const storage = () => {
  const items: Record<string, string> = {};
  return {
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => void (items[key] = value),
  };
};

const defaults: RemoteMap = {
  mf_listings: '/remotes/mf-listings/mf-manifest.json',
  mf_account: '/remotes/mf-account/mf-manifest.json',
  mf_chat: '/remotes/mf-chat/mf-manifest.json',
  mf_payments: '/remotes/mf-payments/mf-manifest.json',
  mf_tools: '/remotes/mf-tools/mf-manifest.json',
};

describe('per-tab remote overrides', () => {
  it('takes an override from the query string and keeps it for the tab', () => {
    const tab = storage();
    readOverrides('?remote.mf_tools=https://cdn.example/tools/mf-manifest.json', tab);
    expect(readOverrides('', tab)).toEqual({ mf_tools: 'https://cdn.example/tools/mf-manifest.json' });
  });

  it('ignores unknown remotes and non-URL values', () => {
    expect(readOverrides('?remote.mf_evil=https://x/m.json&remote.mf_chat=javascript:alert(1)', storage())).toEqual({});
  });

  it('removes an override with reset', () => {
    const tab = storage();
    readOverrides('?remote.mf_chat=/alt/mf-manifest.json', tab);
    expect(readOverrides('?remote.mf_chat=reset', tab)).toEqual({});
  });

  it('replaces only the overridden remote in the map', () => {
    const map = applyOverrides(defaults, { mf_chat: '/alt/mf-manifest.json' });
    expect(map.mf_chat).toBe('/alt/mf-manifest.json');
    expect(map.mf_listings).toBe(defaults.mf_listings);
  });
});
