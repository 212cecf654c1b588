import { setApiBase } from '../api/config';
import { initI18n } from '../i18n/i18n';
import { domusStore } from '../store/store';
import { languageAtom } from '../store/store';
import { startPersistence } from '../store/store';
import { mountRootParcel, start, type ParcelConfigObject } from 'single-spa';

/**
 * The stub shell of a remote's dev harness: the page singletons, then the remote's
 * lifecycles mounted on the whole page. The API base comes from `?api=` (default /api/).
 */
export async function runStandalone(spa: ParcelConfigObject): Promise<void> {
  const api = new URLSearchParams(window.location.search).get('api');
  if (api) setApiBase(api);
  await startPersistence();
  await initI18n(domusStore.get(languageAtom).selectedLanguage);
  start({ urlRerouteOnly: true });
  const host = document.createElement('div');
  document.body.appendChild(host);
  await mountRootParcel(spa, { domElement: host }).mountPromise;
}
