import { render } from '@testing-library/react';

import { BidiText } from '../bidi-text';

describe('BidiText', () => {
  it('draws each isolated part as a <bdi>, without the invisible marks', () => {
    const { container } = render(<BidiText>{'عرض \u2068Sunny villa\u2069 و\u2068Lisbon\u2069.'}</BidiText>);
    expect(container.textContent).toBe('عرض Sunny villa وLisbon.');
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['Sunny villa', 'Lisbon']);
  });

  it('leaves a sentence without isolated parts as it is', () => {
    const { container } = render(<BidiText>Plain text</BidiText>);
    expect(container.innerHTML).toBe('Plain text');
  });
});
