import { signedInCookie } from '../contract/rules/pages';

let marked: boolean | undefined;

/** Sets or clears the signed-in cookie (contract/rules/pages.ts) when that changes. */
export function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined' || marked === signedIn) return;
  marked = signedIn;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${signedInCookie}=1; Path=/; SameSite=Lax${secure}`
    : `${signedInCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
