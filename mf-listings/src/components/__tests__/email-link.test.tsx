import { getByRole, render } from '@testing-library/react';

import { EmailLink, emailParts } from '../email-link';

describe('EmailLink', () => {
  it('cuts an address before its "@" and its dots only', () => {
    expect(emailParts('ana.lopez@mail.example')).toEqual(['ana', '.lopez', '@mail', '.example']);
    expect(emailParts('plain')).toEqual(['plain']);
  });

  it('links the whole address, left to right, with a break opportunity at each cut', () => {
    const { container } = render(<EmailLink email="a.verylongname@agency.example" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('mailto:a.verylongname@agency.example');
    expect(link.getAttribute('dir')).toBe('ltr');
    expect(link.textContent).toBe('a.verylongname@agency.example');
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
    expect(getByRole(container, 'link').getAttribute('aria-label')).toBe('a.verylongname@agency.example');
    expect(getByRole(container, 'link', { name: 'a.verylongname@agency.example' })).toBe(link);
  });
});
