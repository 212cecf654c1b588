import { setApiErrorHandler } from '@domus/shared/api';
import { addNamespace, initI18n, refreshLanguage } from '@domus/shared/i18n';
import { queryClient } from '@domus/shared/query';
import { linkRealtimeToSession } from '@domus/shared/realtime';
import { settingsQueryOptions } from '@domus/shared/settings';
import { domusStore, languageAtom, sessionAtom, startPersistence, visitorChoseLanguage } from '@domus/shared/store';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';

import en from '../locales/en.json';
import { App } from './app/app';
import { chooseLanguage, followDefaultLanguage } from './layout/language-switcher';
import { prefetchOnIntent, prefetchRemote } from './remotes/prefetch-on-intent';
import { areaForSession, sessionRole } from './remotes/remote-audience';
import { discoverRemotes } from './remotes/remote-loader';
import { targetOf } from './remotes/remote-map';
import { registerForPush } from './push/push-registration';
import { rememberPosition } from './start/geolocation';
import { handleApiError } from './start/session-expiry';
import './start/provide-shared';
import './styles/tokens.css';

/** How long the first render waits for another language's texts before drawing without them. */
const TEXTS_WAIT_MS = 3000;

/** Runs `task` once the page has loaded and the browser has nothing else to do (within 3 s). */
function whenIdleAfterLoad(task: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 500);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

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

  // The site's texts. Another language's come before the first render (within a few seconds):
  // drawing the page in English and then again in Arabic, right to left, moved everything.
  // English's ship with every package (the API's are the admin's edits of them): they load once
  // the browser is idle after the page has loaded, so the first screen is not drawn twice.
  // A refresh never chooses a language: a visitor who picks Arabic meanwhile keeps Arabic.
  const { selectedLanguage: language } = domusStore.get(languageAtom);
  const warn = (error: unknown) => console.warn('[shell] language could not be loaded', error);
  const by = visitorChoseLanguage(domusStore.get(languageAtom)) ? 'visitor' : 'site';
  const textsLoaded = language !== 'en' ? chooseLanguage(language, by).catch(warn) : undefined;

  const overrides = await remotesFound;
  // The first page's remote (the area of it that owns the page), its page code and data load while
  // React renders the frame around them (none of a remote the session may not load: its not-found page).
  const firstArea = areaForSession(window.location.pathname, sessionRole());
  if (firstArea) prefetchRemote(targetOf(firstArea), window.location.pathname, { data: true });
  // single-spa patches history so every parcel's router hears the shell's navigation.
  start({ urlRerouteOnly: true });

  if (textsLoaded) await Promise.race([textsLoaded, new Promise((resolve) => setTimeout(resolve, TEXTS_WAIT_MS))]);
  createRoot(document.getElementById('root')!).render(<App overrides={overrides} />);
  // Other remotes (and other areas of this one) load when a link to them shows intent, not with the first page.
  prefetchOnIntent();
  if (!textsLoaded) whenIdleAfterLoad(() => void refreshLanguage(language).catch(warn));
  rememberPosition();
  linkRealtimeToSession();
  void queryClient
    .fetchQuery(settingsQueryOptions(domusStore.get(sessionAtom).data?.id ?? null))
    .then((settings) => {
      // A first visit starts in English and turns to the site's default language once it is known.
      followDefaultLanguage(settings.default_language)?.catch(warn);
      return registerForPush(settings.firebase);
    })
    .catch((error: unknown) => console.info('[push] not registered', error));
}

void startShell();
