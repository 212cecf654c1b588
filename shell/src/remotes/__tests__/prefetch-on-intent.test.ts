import { HOVER_INTENT_MS, linkPath, prefetchOnIntent } from '../prefetch-on-intent';

jest.mock('../remote-loader', () => ({ loadRemoteSpa: jest.fn() }));

const origin = window.location.origin;

function link(href: string, text = 'link'): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = `<span>${text}</span>`;
  document.body.appendChild(anchor);
  return anchor;
}

const pointerOver = (target: Element) => target.dispatchEvent(new Event('pointerover', { bubbles: true }));
const pointerOut = (target: Element) => target.dispatchEvent(new Event('pointerout', { bubbles: true }));

describe('prefetching a remote when a link shows intent', () => {
  let stop: () => void;
  const prefetch = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    prefetch.mockReset();
    document.body.innerHTML = '';
    stop = prefetchOnIntent(document, prefetch);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('loads the remote of a link the pointer rests on, with the path it leads to', () => {
    pointerOver(link('/mortgage-calculator').querySelector('span')!);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prefetch).toHaveBeenCalledWith('mf_tools', '/mortgage-calculator');
  });

  it('does not load anything for a pointer that only passes over a link', () => {
    const anchor = link('/user/chat');
    pointerOver(anchor);
    pointerOut(anchor);
    jest.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('loads at once on keyboard focus and on a touch', () => {
    const chat = link('/user/chat');
    chat.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('mf_chat', '/user/chat');
    link('/login?redirect=%2F').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('mf_account', '/login');
  });

  it('asks once per path, and never for other sites or unknown paths', () => {
    const plans = link('/subscription-plan');
    plans.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    plans.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('https://example.com/properties').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/no-such-page').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('mf_payments', '/subscription-plan');
  });

  it("never loads the operator console for a visitor's or a member's session, and does once an operator signs in", () => {
    stop();
    let role: 'user' | 'admin' | undefined;
    stop = prefetchOnIntent(document, prefetch, () => role);
    const console = link('/admin/users');
    console.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    role = 'user';
    console.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pointerOver(console);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prefetch).not.toHaveBeenCalled();
    role = 'admin';
    console.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('mf_admin', '/admin/users');
  });

  it('stops listening when stopped', () => {
    stop();
    link('/user/chat').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('linkPath', () => {
  it('is the path of the link around the element, and nothing for downloads or non-links', () => {
    expect(linkPath(link('/properties-details/villa-3?tab=map').querySelector('span'), origin)).toBe(
      '/properties-details/villa-3',
    );
    const file = link('/uploads/brochure.pdf');
    file.setAttribute('download', '');
    expect(linkPath(file, origin)).toBeUndefined();
    expect(linkPath(document.body, origin)).toBeUndefined();
    expect(linkPath(null, origin)).toBeUndefined();
  });
});
