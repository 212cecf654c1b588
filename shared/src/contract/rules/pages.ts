/**
 * A cookie the browser sets while someone is signed in, so the server serving a page knows not
 * to put a visitor's first-screen data into it (the session itself is a bearer token the page
 * never sends with its own request). It carries no authority: changing it only changes whether
 * a page arrives with data.
 */
export const signedInCookie = 'domus_signed_in';
