import { fireEvent, screen, within } from '@testing-library/react';

import { renderPage } from '../../../testing/render-page';
import { AreaConverterPage } from '../components/area-converter-page';

const result = () => screen.getByRole('status', { name: 'Result' }).textContent;
const choose = (label: string, unit: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: unit }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
};
const typeValue = (value: string) => fireEvent.change(screen.getByLabelText('Value'), { target: { value } });

describe('/area-converter', () => {
  beforeEach(() => renderPage(<AreaConverterPage />, { url: '/area-converter' }));

  it('titles the tab and the page', () => {
    screen.getByRole('heading', { level: 1, name: 'Area converter' });
    expect(document.title).toBe('Area converter');
  });

  it('converts 1 acre to 43,560 square feet', () => {
    typeValue('1');
    choose('From', 'Acres');
    choose('To', 'Square feet (ft²)');
    expect(result()).toBe('43,560 Square feet (ft²)');
  });

  it('converts 1 hectare to 10,000 square metres, live as the value changes', () => {
    choose('From', 'Hectares');
    choose('To', 'Square metres (m²)');
    expect(result()).toBe('10,000 Square metres (m²)');
    typeValue('2.5');
    expect(result()).toBe('25,000 Square metres (m²)');
  });

  it('swaps the two units', () => {
    typeValue('43560');
    choose('From', 'Square feet (ft²)');
    choose('To', 'Acres');
    expect(result()).toBe('1 Acres');
    fireEvent.click(screen.getByRole('button', { name: 'Swap units' }));
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('acre');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('sq_ft');
    expect(result()).toBe('1,897,473,600 Square feet (ft²)');
  });

  it('shows the value in every unit, regional units named with their region', () => {
    typeValue('1');
    choose('From', 'Acres');
    const table = screen.getByRole('table', { name: 'The value in every unit' });
    const valueOf = (unit: string) =>
      within(table).getByRole('rowheader', { name: unit }).closest('tr')!.querySelector('td')!.textContent;
    expect(within(table).getAllByRole('rowheader')).toHaveLength(11);
    expect(valueOf('Square feet (ft²)')).toBe('43,560');
    expect(valueOf('Square metres (m²)')).toBe('4,046.856422');
    expect(valueOf('Square yards (gaj)')).toBe('4,840');
    expect(valueOf('Cents')).toBe('100');
    expect(valueOf('Gunthas')).toBe('40');
    expect(valueOf('Bigha (West Bengal)')).toBe('3.025');
    expect(valueOf('Katha (West Bengal)')).toBe('60.5');
    expect(valueOf('Square miles (mi²)')).toBe('0.0015625');
  });

  it('converts lengths on the Length tab (km, m, mi, yd)', () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Length' }));
    expect(screen.getByRole('tab', { name: 'Length' }).getAttribute('aria-selected')).toBe('true');
    typeValue('1');
    choose('From', 'Miles (mi)');
    choose('To', 'Yards (yd)');
    expect(result()).toBe('1,760 Yards (yd)');
    const units = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(units).toEqual(expect.arrayContaining(['Kilometres (km)', 'Metres (m)', 'Miles (mi)', 'Yards (yd)']));
  });

  it('says what is wrong with a value that is not a number of 0 or more', () => {
    typeValue('-3');
    expect(screen.getByRole('alert').textContent).toBe('Enter a number of 0 or more');
    expect(result()).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
