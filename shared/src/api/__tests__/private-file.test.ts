/**
 * @jest-environment node
 */
import { setApiBase } from '../config';
import { fetchPrivateFile } from '../private-file';
import { setSessionTokenGetter } from '../session-token';

describe('fetchPrivateFile', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    setApiBase('http://api.test/api');
    setSessionTokenGetter(() => 'token-1');
  });

  it('fetches a file of the API with the bearer token and reads its name', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF', { status: 200, headers: { 'content-disposition': 'attachment; filename="document.pdf"' } }),
    );
    const file = await fetchPrivateFile('http://api.test/api/verification-document?file=a.pdf');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ Authorization: 'Bearer token-1' });
    expect(file.name).toBe('document.pdf');
    expect(await file.blob.text()).toBe('%PDF');
  });

  it('never sends the token to another origin', async () => {
    fetchMock.mockResolvedValue(new Response('x', { status: 200 }));
    await fetchPrivateFile('http://elsewhere.test/api/verification-document?file=a.pdf');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({});
  });

  it('turns a refusal into an ApiError with the API’s message', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: true, message: 'There is no such document.', code: 'notFound' }), {
        status: 404,
      }),
    );
    await expect(fetchPrivateFile('http://api.test/api/verification-document?file=a.pdf')).rejects.toEqual(
      expect.objectContaining({ message: 'There is no such document.', status: 404, code: 'notFound' }),
    );
  });
});
