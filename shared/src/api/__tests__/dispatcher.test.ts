/**
 * @jest-environment node
 */
import { ApiError } from '../api-error';
import { setApiBase } from '../config';
import { callApi, setApiErrorHandler, setContentLanguage, toQueryString } from '../dispatcher';
import { setSessionTokenGetter } from '../session-token';

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('dispatcher', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    setApiBase('http://api.test/api');
    setSessionTokenGetter(() => undefined);
    setApiErrorHandler(undefined);
  });

  it('drops empty filters from the query string', () => {
    expect(toQueryString({ city: 'Pune', category_id: '', max_price: undefined, offset: 0 })).toBe(
      '?city=Pune&offset=0',
    );
  });

  it('sends the call to the API base ending in /api/ with its method', async () => {
    fetchMock.mockReturnValue(reply(200, { error: false, message: 'ok', data: [] }));
    const result = await callApi('getProperty', { query: { city: 'Pune' } });
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/api/get_property?city=Pune');
    expect(fetchMock.mock.calls[0][1].method).toBe('GET');
    expect(result.reply.data).toEqual([]);
    expect(result.request.query).toEqual({ city: 'Pune' });
  });

  it('types each call from its schemas in the contract (checked by the type check)', async () => {
    fetchMock.mockImplementation(() =>
      reply(200, { error: false, message: 'ok', data: [], total: 0, categories: [{ id: 1 }] }),
    );
    const articles = await callApi('getArticles', { query: { offset: 0, limit: 12 } });
    // The reply's own fields, with their types: no cast at the call site.
    const total: number | undefined = articles.reply.total;
    const categoryIds: number[] | undefined = articles.reply.categories?.map((category) => category.id);
    expect([total, categoryIds]).toEqual([0, [1]]);
    // @ts-expect-error get_articles reads no `colour`
    await callApi('getArticles', { query: { colour: 'red' } });
    // @ts-expect-error a JSON body must fit the call's body schema (add_favourite takes type 0 or 1)
    await callApi('addFavourite', { body: { property_id: 4, type: 'yes' } });
    // @ts-expect-error get_articles takes no body
    await callApi('getArticles', { body: {} });
  });

  it('sends a call to its own base when one is given (the virtual-tour host)', async () => {
    fetchMock.mockImplementation(() => reply(200, { error: false, message: 'ok', data: null }));
    await callApi('getDraftTour', { query: { property_id: 4 }, base: 'https://tours.test/api' });
    await callApi('getDraftTour', { query: { property_id: 4 }, base: '' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://tours.test/api/draft-tours/get?property_id=4',
      'http://api.test/api/draft-tours/get?property_id=4',
    ]);
  });

  it('sends the bearer token only when the call allows it', async () => {
    setSessionTokenGetter(() => 'tok');
    fetchMock.mockImplementation(() => reply(200, { error: false, message: 'ok', data: null }));
    await callApi('getProperty');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer tok');
    await callApi('getCategories');
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBeUndefined();
    await callApi('getProperty', { withoutToken: true });
    expect(fetchMock.mock.calls[2][1].headers.Authorization).toBeUndefined();
  });

  it("asks in the page's language once one is set (reference data names come translated)", async () => {
    fetchMock.mockImplementation(() => reply(200, { error: false, message: 'ok', data: [] }));
    await callApi('getCategories');
    expect(fetchMock.mock.calls[0][1].headers['Content-Language']).toBeUndefined();
    setContentLanguage('ar');
    await callApi('getCategories');
    expect(fetchMock.mock.calls[1][1].headers['Content-Language']).toBe('ar');
    await callApi('getCategories', { headers: { 'Content-Language': 'en' } });
    expect(fetchMock.mock.calls[2][1].headers['Content-Language']).toBe('en');
  });

  it('gives the error handler the reply message when the reply has the error flag', async () => {
    const handler = jest.fn();
    setApiErrorHandler(handler);
    fetchMock.mockReturnValue(reply(404, { error: true, message: 'Property not found', code: 'notFound' }));
    await expect(callApi('getProperty')).rejects.toMatchObject({
      message: 'Property not found',
      status: 404,
      code: 'notFound',
    });
    expect(handler).toHaveBeenCalledWith('Property not found', expect.any(ApiError));
  });

  it('gives the error handler the response body on an HTTP failure', async () => {
    const handler = jest.fn();
    setApiErrorHandler(handler);
    fetchMock.mockReturnValue(reply(502, 'Bad gateway'));
    await expect(callApi('faqs')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
    expect(handler).toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('faqs')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
