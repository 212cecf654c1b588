import { pageHintCookies } from '../contract/rules/pages';

const written = new Map<string, string>();

/** Sets (or, for '', clears) a page hint cookie when its value changes. */
function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined' || written.get(name) === value) return;
  written.set(name, value);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Keeps the page hints (contract/rules/pages.ts) in step with the session and the language. */
export function writePageHints(state: { signedIn: boolean; language: string }): void {
  writeCookie(pageHintCookies.signedIn, state.signedIn ? '1' : '');
  writeCookie(pageHintCookies.language, state.language === 'en' ? '' : state.language);
}
