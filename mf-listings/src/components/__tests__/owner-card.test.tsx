import { screen } from '@testing-library/react';

import { renderPage } from '../../testing/render-page';
import { OwnerCard } from '../owner-card';

describe('OwnerCard', () => {
  it('shows the "Verified" badge next to a verified agent', () => {
    renderPage(<OwnerCard name="Ana Sousa" verified />);
    expect(screen.getByText('Ana Sousa').closest('p')?.textContent).toContain('Verified');
  });

  it('shows no badge for an agent who is not verified', () => {
    renderPage(<OwnerCard name="Rui Costa" />);
    expect(screen.getByText('Rui Costa').textContent).toBe('Rui Costa');
  });
});
