import { isOperator, type UserRole } from '@domus/shared/contract/rules/roles';
import { areaForPath, type RemoteArea } from '@domus/shared/remote-list';
import { domusStore, sessionAtom } from '@domus/shared/store';

/** The role of the signed-in user (undefined: a visitor, or a session from before roles). */
export type SessionRole = UserRole | undefined;

/**
 * Whether a session with `role` may have `area` mounted, prefetched or preloaded: a remote for
 * operators (remote-list.json `audience`) only when the role is an admin's or a moderator's.
 * Anyone else's browser never asks for its files; the API's role checks guard its calls anyway.
 */
export const mayLoad = (area: Pick<RemoteArea, 'audience'>, role: SessionRole): boolean =>
  area.audience !== 'operators' || isOperator(role);

/** The exposed module the shell mounts on `pathname` for a session with `role`, or none (the not-found page). */
export function areaForSession(pathname: string, role: SessionRole): RemoteArea | undefined {
  const area = areaForPath(pathname);
  return area && mayLoad(area, role) ? area : undefined;
}

/** The role of the page's session now, from the one store. */
export const sessionRole = (): SessionRole => domusStore.get(sessionAtom).data?.role as SessionRole;
