import { domusStore, initialState, rootStateAtom } from '@domus/shared/store';

import { areaForSession, mayLoad, sessionRole, type SessionRole } from '../remote-audience';

/** The page's session: signed in with `role`, or a visitor. */
function signIn(role?: string | null) {
  domusStore.set(rootStateAtom, {
    ...initialState,
    session: {
      loading: false,
      data: role === null ? null : { id: 3, name: 'Sam', email: 'sam@example.com', token: 'token', role },
    },
  });
}

const remoteOn = (pathname: string, role: SessionRole) => areaForSession(pathname, role)?.remote;

describe('which remotes a session may load', () => {
  it('gives everyone the remotes for everyone', () => {
    for (const role of [undefined, 'user', 'moderator', 'admin'] as const) {
      expect(remoteOn('/', role)).toBe('mf_listings');
      expect(remoteOn('/user/profile', role)).toBe('mf_account');
      expect(remoteOn('/mortgage-calculator', role)).toBe('mf_tools');
    }
  });

  it('gives the operator console to admins and moderators only', () => {
    for (const path of ['/admin', '/admin/users', '/admin/no-such-screen']) {
      expect([path, remoteOn(path, 'admin')]).toEqual([path, 'mf_admin']);
      expect([path, remoteOn(path, 'moderator')]).toEqual([path, 'mf_admin']);
      // A visitor or a member: no area, the shell's not-found page.
      expect([path, remoteOn(path, undefined)]).toEqual([path, undefined]);
      expect([path, remoteOn(path, 'user')]).toEqual([path, undefined]);
    }
  });

  it('refuses an operators-only remote to a role it does not know', () => {
    expect(mayLoad({ audience: 'operators' }, 'owner' as SessionRole)).toBe(false);
    expect(mayLoad({ audience: 'everyone' }, 'owner' as SessionRole)).toBe(true);
  });

  it("reads the role of the page's session", () => {
    signIn('moderator');
    expect(sessionRole()).toBe('moderator');
    signIn('user');
    expect(sessionRole()).toBe('user');
    // A session stored before roles existed has none: it is no operator's.
    signIn(undefined);
    expect(sessionRole()).toBeUndefined();
    signIn(null);
    expect(sessionRole()).toBeUndefined();
    expect(areaForSession('/admin', sessionRole())).toBeUndefined();
  });
});
