import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVINCES } from '@postulate/contracts';
import { SearchBar } from './SearchBar';

const counts = PROVINCES.map((province) => ({ value: province.id, count: province.id === '14' ? 1234 : province.id === '02' ? 56 : 0 }));

async function openProvinces() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Buscar por' }), 'provincia');
  await user.click(screen.getByRole('combobox', { name: 'Provincia' }));
  return user;
}

describe('SearchBar: the province search', () => {
  it('shows how many ads of the current search each province would add', async () => {
    render(<SearchBar onSearch={jest.fn()} provinceCounts={counts} />);
    await openProvinces();
    expect(screen.getByRole('option', { name: 'Córdoba (1.234)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Ciudad Autónoma de Buenos Aires (56)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Chaco (0)' })).toBeTruthy();
  });

  it('adds the chosen province as a filter, its count aside', async () => {
    const onSearch = jest.fn();
    render(<SearchBar onSearch={onSearch} provinceCounts={counts} />);
    const user = await openProvinces();
    await user.click(screen.getByRole('option', { name: 'Córdoba (1.234)' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith([{ kind: 'provincia', value: '14' }]);
  });

  it('names the provinces alone while the search has not answered', async () => {
    render(<SearchBar onSearch={jest.fn()} />);
    await openProvinces();
    expect(screen.getByRole('option', { name: 'Córdoba' })).toBeTruthy();
  });
});
