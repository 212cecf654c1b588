/** Where the API lives. The shell sets it once from its configuration; defaults to this origin. */
let apiBase = '/api/';

export function setApiBase(base: string): void {
  apiBase = base.endsWith('/') ? base : `${base}/`;
}

export function getApiBase(): string {
  return apiBase;
}
