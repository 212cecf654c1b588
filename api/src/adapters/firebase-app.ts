import type { App } from 'firebase-admin/app';
import type { FirebaseConfig } from '../config';

const appName = 'domus';

/**
 * The one firebase-admin app of the process (sign-in and push share it), loaded only when
 * Firebase is configured: firebase-admin is large and most installs never use it.
 */
export async function firebaseAdminApp(config: FirebaseConfig): Promise<App> {
  const { cert, getApps, initializeApp } = await import('firebase-admin/app');
  return (
    getApps().find((existing) => existing.name === appName) ??
    initializeApp(
      {
        projectId: config.projectId,
        ...(config.serviceAccount
          ? {
              credential: cert({
                projectId: config.projectId,
                clientEmail: config.serviceAccount.clientEmail,
                privateKey: config.serviceAccount.privateKey,
              }),
            }
          : {}),
      },
      appName,
    )
  );
}
