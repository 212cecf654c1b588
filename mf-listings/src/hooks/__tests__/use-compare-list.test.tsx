import { act, fireEvent, screen } from '@testing-library/react';

import { CompareToggle } from '../../components/compare-toggle';
import { aProperty } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { createStoredList } from '../../lib/stored-list';
import { isListingSummary } from '../../lib/listing-summary';
import { addToCompare, COMPARE_KEY, compareList, removeFromCompare } from '../use-compare-list';

const property = (id: number) => aProperty({ id, slug_id: `home-${id}`, title: `Home ${id}` });

describe('the compare list', () => {
  beforeEach(() => localStorage.clear());

  it('keeps up to four properties, once each, and refuses a fifth', () => {
    expect([1, 2, 3, 4].map((id) => addToCompare(property(id)))).toEqual(['added', 'added', 'added', 'added']);
    expect(addToCompare(property(2))).toBe('alreadyThere');
    expect(addToCompare(property(5))).toBe('full');
    expect(compareList.read().map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    removeFromCompare(2);
    expect(addToCompare(property(5))).toBe('added');
    expect(compareList.read().map((entry) => entry.id)).toEqual([1, 3, 4, 5]);
  });

  it('survives a reload: the ids and card data stay in localStorage', () => {
    addToCompare(property(7));
    const stored = JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      {
        id: 7,
        slug_id: 'home-7',
        title: 'Home 7',
        title_image: 'https://example.test/villa-thumb.jpg',
        price: 1500000,
        property_type: 'sell',
        rentduration: null,
        city: 'Lisbon',
      },
    ]);
    // A fresh page reads the same key.
    const afterReload = createStoredList(COMPARE_KEY, isListingSummary);
    expect(afterReload.read().map((entry) => entry.title)).toEqual(['Home 7']);
  });

  it('reads damaged storage as an empty list', () => {
    localStorage.setItem(COMPARE_KEY, '{not json');
    expect(compareList.read()).toEqual([]);
    localStorage.setItem(COMPARE_KEY, JSON.stringify([{ id: 'x' }, property(3)]));
    expect(compareList.read().map((entry) => entry.id)).toEqual([3]);
  });
});

describe('CompareToggle', () => {
  beforeEach(() => localStorage.clear());

  it('adds and removes the property', () => {
    renderPage(<CompareToggle property={property(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(compareList.read().map((entry) => entry.id)).toEqual([1]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
    expect(compareList.read()).toEqual([]);
    screen.getByRole('button', { name: 'Add to compare' });
  });

  it('refuses a fifth property with a clear message', () => {
    [1, 2, 3, 4].forEach((id) => addToCompare(property(id)));
    renderPage(<CompareToggle property={property(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(screen.getByRole('alert').textContent).toBe('You can compare up to 4 properties. Remove one first.');
    expect(compareList.read()).toHaveLength(4);
  });

  it('names the property on a card and follows changes made elsewhere', () => {
    renderPage(<CompareToggle property={property(3)} compact />);
    expect(screen.getByRole('button', { name: 'Add Home 3 to compare' }).textContent).toBe('Compare');
    act(() => {
      addToCompare(property(3));
    });
    screen.getByRole('button', { name: 'Remove Home 3 from compare' });
  });
});
