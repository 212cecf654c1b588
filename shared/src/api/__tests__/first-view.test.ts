import { setApiBase } from '../config';
import { callApi } from '../dispatcher';
import { resetFirstView } from '../first-view';
import { setSessionTokenGetter } from '../session-token';

/** What fetch resolves to, as the dispatcher reads it (jsdom has no Response). */
const reply = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) });
const home = { error: false, message: 'Data fetched successfully', data: { slider_section: [] } };
const listing = { error: false, message: 'Data fetched successfully', data: [{ id: 7 }], total: 1 };

/** The page as the server sends it: the replies of its first screen in a JSON element. */
function arriveWith(replies: Record<string, unknown>) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="domus-first-view">${JSON.stringify(replies)}</script>`;
  resetFirstView();
}

describe('the replies a page arrived with', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => reply({ error: false, message: 'from the API', data: null }));
    global.fetch = fetchMock;
    setApiBase('/api');
    setSessionTokenGetter(() => undefined);
  });

  it("answer a visitor's first call with the same path and query, once, without asking the API", async () => {
    arriveWith({ 'homepage-data': home, 'get_property?slug_id=sea-view-7': listing });
    expect((await callApi('homepageData')).reply).toEqual(home);
    expect((await callApi('getProperty', { query: { slug_id: 'sea-view-7' } })).reply).toEqual(listing);
    expect(fetchMock).not.toHaveBeenCalled();

    expect((await callApi('homepageData')).reply.message).toBe('from the API');
    expect((await callApi('getProperty', { query: { slug_id: 'other-8' } })).reply.message).toBe('from the API');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not a signed-in reader’s: their calls go to the API', async () => {
    arriveWith({ 'homepage-data': home });
    setSessionTokenGetter(() => 'token-of-a-member');
    expect((await callApi('homepageData')).reply.message).toBe('from the API');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer token-of-a-member');
  });

  it('are left alone by a page that arrived without any, or with a broken element', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    resetFirstView();
    await callApi('homepageData');
    arriveWith({});
    document.getElementById('domus-first-view')!.textContent = '{not json';
    resetFirstView();
    await callApi('homepageData');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
