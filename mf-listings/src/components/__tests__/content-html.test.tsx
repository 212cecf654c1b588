import { render } from '@testing-library/react';

import { ContentHtml } from '../content-html';

describe('ContentHtml', () => {
  it('shows an operator’s HTML with its structure', () => {
    const { container } = render(
      <ContentHtml text={'<h2>Buying</h2><p>Read <a href="https://x.example">this</a>.</p>'} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Buying');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://x.example');
  });

  it('turns plain text into paragraphs, never markup', () => {
    const { container } = render(<ContentHtml text={'First part.\n\nSecond part: rent &amp; buy.'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First part.',
      'Second part: rent & buy.',
    ]);
  });
});
