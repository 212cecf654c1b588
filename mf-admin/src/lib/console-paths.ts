import type { OperatorRole } from '@domus/shared/contract/rules/roles';

/** The console's pages, below the `/admin` prefix remote-list.json gives this remote. */
export const consolePaths = {
  overview: '/admin',
  users: '/admin/users',
  verification: '/admin/verification',
  decisionLog: '/admin/decision-log',
  queues: '/admin/queues',
  duplicates: '/admin/duplicates',
  chatReports: '/admin/chat-reports',
  content: '/admin/content',
  contentFaqs: '/admin/content/faqs',
  contentSlider: '/admin/content/slider',
  contentBanners: '/admin/content/banners',
  contentPages: '/admin/content/pages',
  /** The catalogue (admins): categories first, then its other lists. */
  catalogue: '/admin/catalogue',
  catalogueFacilities: '/admin/catalogue/facilities',
  catalogueNearbyPlaces: '/admin/catalogue/nearby-places',
  cataloguePackages: '/admin/catalogue/packages',
  payments: '/admin/payments',
  notices: '/admin/notices',
  settings: '/admin/settings',
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
  { path: consolePaths.queues, key: 'queues', role: 'moderator' },
  { path: consolePaths.duplicates, key: 'duplicates', role: 'moderator' },
  { path: consolePaths.chatReports, key: 'chatReports', role: 'moderator' },
  { path: consolePaths.verification, key: 'verification', role: 'moderator' },
  { path: consolePaths.users, key: 'users', role: 'moderator' },
  { path: consolePaths.catalogue, key: 'catalogue', role: 'admin' },
  { path: consolePaths.content, key: 'content', role: 'admin' },
  { path: consolePaths.payments, key: 'payments', role: 'admin' },
  { path: consolePaths.notices, key: 'notices', role: 'admin' },
  { path: consolePaths.decisionLog, key: 'decisionLog', role: 'admin' },
  { path: consolePaths.settings, key: 'settings', role: 'admin' },
];

/** The screens an operator of this role works: an admin all of them, a moderator the moderators'. */
export const screensFor = (role: OperatorRole) =>
  consoleScreens.filter((screen) => role === 'admin' || screen.role === 'moderator');

/** Who may open a path of the console: the role of the screen it belongs to (any operator for the overview). */
export const roleOfPath = (path: string): OperatorRole =>
  consoleScreens.find((screen) => path === screen.path || path.startsWith(`${screen.path}/`))?.role ?? 'moderator';
