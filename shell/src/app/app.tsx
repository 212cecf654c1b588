import { i18n, I18nextProvider } from '@domus/shared/i18n';
import { queryClient, QueryClientProvider } from '@domus/shared/query';
import { domusStore } from '@domus/shared/store';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { BrowserRouter } from '@domus/shared/routing';

import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { LiveUpdates } from '../live/live-updates';
import { RouteProgress } from '../layout/route-progress';
import { OverrideBanner } from '../remotes/override-banner';
import { clearOverrides, type RemoteOverrides } from '../remotes/remote-overrides';
import { ShellRoutes } from './shell-routes';
import styles from './app.module.css';
import { Toasts } from './toasts';

export function App({ overrides }: { overrides: RemoteOverrides }) {
  const [activeOverrides, setActiveOverrides] = useState(overrides);
  const resetOverrides = () => {
    clearOverrides(sessionStorage);
    setActiveOverrides({});
    window.location.reload();
  };
  return (
    <JotaiProvider store={domusStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n} defaultNS="shell">
          <BrowserRouter>
            <RouteProgress />
            <LiveUpdates />
            <OverrideBanner overrides={activeOverrides} onReset={resetOverrides} />
            <Header />
            <main className={styles.main}>
              <ShellRoutes />
            </main>
            <Footer />
            <Toasts />
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
