import type { OperatorRole } from '@domus/shared/contract/rules/roles';

/** The console's pages, below the `/admin` prefix remote-list.json gives this remote. */
export const consolePaths = {
  overview: '/admin',
  users: '/admin/users',
  verification: '/admin/verification',
  payments: '/admin/payments',
} as const;

/**
 * A screen of the console: its path, the key of its texts (`screens.<key>.title`, `.text`) and
 * who works it (`moderator`: any operator; `admin`: admins alone, as the API's calls behind it).
 */
export interface ConsoleScreen {
  path: string;
  key: string;
  role: OperatorRole;
}

/** The console's screens, in the order its navigation lists them: only screens that exist. */
export const consoleScreens: readonly ConsoleScreen[] = [
  { path: consolePaths.users, key: 'users', role: 'moderator' },
  { path: consolePaths.verification, key: 'verification', role: 'moderator' },
  { path: consolePaths.payments, key: 'payments', role: 'admin' },
];

/** The screens an operator of this role works: an admin all of them, a moderator the moderators'. */
export const screensFor = (role: OperatorRole) =>
  consoleScreens.filter((screen) => role === 'admin' || screen.role === 'moderator');
