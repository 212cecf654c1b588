/**
 * Cookies the browser sets so the server serving a page knows what its first screen needs
 * (the session itself is a bearer token the page never sends with its own request). They carry
 * no authority: changing one only changes what data a page arrives with.
 */
export const pageHintCookies = {
  /** Someone is signed in: no visitor's data (their page asks for the reader's own). */
  signedIn: 'domus_signed_in',
  /** The language chosen: its texts come with the page (the first render waits for them). */
  language: 'domus_language',
} as const;
