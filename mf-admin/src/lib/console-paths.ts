/** The console's pages, below the `/admin` prefix remote-list.json gives this remote. */
export const consolePaths = {
  overview: '/admin',
  users: '/admin/users',
  verification: '/admin/verification',
} as const;

/** A screen of the console: its path and the key of its texts (`screens.<key>.title`, `.text`). */
export interface ConsoleScreen {
  path: string;
  key: string;
}

/** The console's screens, in the order its navigation lists them: only screens that exist. */
export const consoleScreens: readonly ConsoleScreen[] = [
  { path: consolePaths.users, key: 'users' },
  { path: consolePaths.verification, key: 'verification' },
];
