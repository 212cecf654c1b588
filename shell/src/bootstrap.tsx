import { setApiErrorHandler } from '@domus/shared/api';
import { addNamespace, initI18n } from '@domus/shared/i18n';
import { queryClient } from '@domus/shared/query';
import { linkRealtimeToSession } from '@domus/shared/realtime';
import { settingsQueryOptions } from '@domus/shared/settings';
import { domusStore, languageAtom, sessionAtom, startPersistence } from '@domus/shared/store';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';

import en from '../locales/en.json';
import { App } from './app/app';
import { chooseLanguage } from './layout/language-switcher';
import { prefetchOnIntent, prefetchRemote } from './remotes/prefetch-on-intent';
import { discoverRemotes } from './remotes/remote-loader';
import { registerForPush } from './push/push-registration';
import { remoteForPath } from './routing/route-table';
import { rememberPosition } from './start/geolocation';
import { handleApiError } from './start/session-expiry';
import './start/provide-shared';
import './styles/tokens.css';

async function startShell() {
  // index.html preloads /remotes.json; asking now lets it arrive while the store and texts start.
  const remotesFound = discoverRemotes(window.location.search, sessionStorage);
  // Its failure surfaces where it is awaited below, not as an unhandled rejection meanwhile.
  remotesFound.catch(() => undefined);
  setApiErrorHandler(handleApiError);
  await startPersistence();
  await initI18n(domusStore.get(languageAtom).selectedLanguage);
  // English ships as the default; every language's texts (Arabic too) come from the API.
  addNamespace('shell', { en });

  const overrides = await remotesFound;
  // The first page's remote and its page code load while React renders the frame around them.
  const firstRemote = remoteForPath(window.location.pathname);
  if (firstRemote) prefetchRemote(firstRemote, window.location.pathname);
  // single-spa patches history so every parcel's router hears the shell's navigation.
  start({ urlRerouteOnly: true });

  createRoot(document.getElementById('root')!).render(<App overrides={overrides} />);
  // Other remotes load when a link to them shows intent, not with the first page.
  prefetchOnIntent();
  void chooseLanguage(domusStore.get(languageAtom).selectedLanguage).catch((error: unknown) =>
    console.warn('[shell] language could not be loaded', error),
  );
  rememberPosition();
  linkRealtimeToSession();
  void queryClient
    .fetchQuery(settingsQueryOptions(domusStore.get(sessionAtom).data?.id ?? null))
    .then((settings) => registerForPush(settings.firebase))
    .catch((error: unknown) => console.info('[push] not registered', error));
}

void startShell();
