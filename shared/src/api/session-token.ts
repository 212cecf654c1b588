/** The dispatcher reads the token through this getter so it needs no React and no store import cycle. */
let tokenGetter: () => string | undefined = () => undefined;

export function setSessionTokenGetter(getter: () => string | undefined): void {
  tokenGetter = getter;
}

export function getSessionToken(): string | undefined {
  return tokenGetter();
}
