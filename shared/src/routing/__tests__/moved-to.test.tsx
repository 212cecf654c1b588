import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { MovedTo } from '../moved-to';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

describe('MovedTo', () => {
  it('takes an old address to the new one, with its query and fragment', () => {
    render(
      <MemoryRouter initialEntries={['/old?page=2#list']}>
        <Routes>
          <Route path="/old" element={<MovedTo path="/new" />} />
          <Route path="/new" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/new?page=2#list');
  });
});
