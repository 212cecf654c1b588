import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { renderPage } from '../../testing/render-page';
import { shareTargets } from '../../lib/share-links';
import { ShareLinks } from '../share-links';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PAGE = 'http://localhost/properties-details/sunny-villa-lisbon';
const TITLE = 'Sunny villa & garden: 4 rooms?';

const setNavigator = (key: 'clipboard' | 'share', value: unknown) =>
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });

describe('shareTargets', () => {
  it('encodes the page address and title into each service address', () => {
    const hrefs = Object.fromEntries(shareTargets(PAGE, TITLE).map((target) => [target.id, target.href]));
    const url = encodeURIComponent(PAGE);
    const title = encodeURIComponent(TITLE);
    expect(hrefs).toEqual({
      whatsapp: `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${PAGE}`)}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      x: `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
      email: `mailto:?subject=${title}&body=${url}`,
    });
    expect(hrefs.x).toContain('Sunny%20villa%20%26%20garden%3A%204%20rooms%3F');
    expect(hrefs.facebook).toContain('http%3A%2F%2Flocalhost%2Fproperties-details%2Fsunny-villa-lisbon');
  });
});

describe('ShareLinks', () => {
  beforeEach(() => {
    (toast.success as jest.Mock).mockClear();
    setNavigator('clipboard', undefined);
    setNavigator('share', undefined);
  });

  const renderLinks = () =>
    renderPage(<ShareLinks title={TITLE} />, { url: '/properties-details/sunny-villa-lisbon?tab=photos' });

  it('links to WhatsApp, Facebook, X and e-mail with the absolute page address, in a new tab', () => {
    renderLinks();
    const group = screen.getByRole('group', { name: 'Share' });
    const link = (name: string) => within(group).getByRole('link', { name });
    expect(link('WhatsApp').getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${TITLE} ${PAGE}`)}`);
    expect(link('Facebook').getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`,
    );
    expect(link('X').getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE)}&text=${encodeURIComponent(TITLE)}`,
    );
    expect(link('Email').getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(PAGE)}`,
    );
    for (const anchor of within(group).getAllByRole('link')) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('copies the page address and says "Link copied"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    renderLinks();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(PAGE);
    expect(toast.success).toHaveBeenCalledWith('Link copied');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the link to copy by hand when the browser has no clipboard', async () => {
    renderLinks();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('alert').textContent).toContain('cannot copy the link');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this page' }).value).toBe(PAGE);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers the device share sheet when the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    renderLinks();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share…' })));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: PAGE });
  });
});
