import { ApiError } from './api-error';
import { getApiBase } from './config';
import { getSessionToken } from './session-token';

/** The file's name in a Content-Disposition header, when it gives one. */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/**
 * A file the API serves only to the signed-in user it belongs to (a verification document):
 * fetched with the bearer token, which is sent to the API's own origin and nowhere else.
 */
export async function fetchPrivateFile(url: string): Promise<{ blob: Blob; name: string | undefined }> {
  const here = globalThis.location?.href;
  const apiOrigin = new URL(getApiBase(), here).origin;
  const headers: Record<string, string> = {};
  const token = getSessionToken();
  if (token && new URL(url, here).origin === apiOrigin) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers });
  if (!response.ok) {
    const reply = (await response.json().catch(() => undefined)) as { message?: string; code?: string } | undefined;
    throw new ApiError(
      reply?.message ?? `Request failed with status ${response.status}`,
      response.status,
      reply?.code ?? 'http',
      reply,
    );
  }
  return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) };
}
