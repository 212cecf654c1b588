import { fireEvent, render, screen } from '@testing-library/react';

import { EmptyState, ErrorState } from '..';

describe('ErrorState', () => {
  it('calls onRetry when Retry is pressed', () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Could not load" message="Server down" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no Retry button without onRetry', () => {
    render(<ErrorState title="Not allowed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('shows its title and action', () => {
    render(<EmptyState title="Nothing here" action={<button type="button">Clear</button>} />);
    expect(screen.getByRole('status').textContent).toContain('Nothing here');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    screen.getByRole('button', { name: 'Clear' });
  });
});
